import { MESSAGES, slugify, type BlogPost, type BlogPostInput } from '@atelier/core';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UnsavedChangesGuard } from '@/components/admin';
import { showServerFieldErrors } from '@/components/form';
import { RichTextField } from '@/components/admin/rich-text-field';
import { adminPaths } from '@/lib/admin-paths';
import { useSiteName } from '@/lib/public-settings';
import { errorMessage, notify } from '@/lib/toast';
import { uploadImage as defaultUpload, type UploadImage } from '@/lib/upload-image';
import { useCreatePost } from '../api/create-post';
import { useCategories } from '../api/get-categories';
import { useUpdatePost } from '../api/update-post';
import { fromLocalInput } from '@/lib/local-time';
import { effectiveStatus } from '../lib/post-status';
import { ExcerptField } from './excerpt-field';
import { PostActionBar } from './post-action-bar';
import {
  createPostValidation,
  toFormValues,
  type PostFormValues,
  type SaveAction,
} from './post-form-model';
import { PostPreviewDialog, type RenderVideo } from './post-preview-dialog';
import { PostSideColumn } from './post-side-column';
import { savedMessage } from './saved-message';
import { TitleSlugFields } from './title-slug-fields';

interface PostFormProps {
  /** The stored post; undefined writes a new one. */
  post?: BlogPost;
  uploadImage?: UploadImage;
  renderVideo?: RenderVideo;
}

/** Server field names that the form shows under another control. */
const FIELD_OF: Record<string, keyof PostFormValues> = { published_at: 'schedule_at' };

/** The post editor: write, then save a draft, schedule, publish or update. */
export function PostForm({ post, uploadImage = defaultUpload, renderVideo }: PostFormProps) {
  const navigate = useNavigate();
  const siteName = useSiteName();
  const create = useCreatePost();
  const update = useUpdatePost();
  const categories = useCategories();
  // The resolver validates what the pressed button would send.
  const [validation] = useState(createPostValidation);
  const methods = useForm<PostFormValues, unknown, BlogPostInput>({
    resolver: validation.resolver,
    defaultValues: toFormValues(post),
  });
  const { control, handleSubmit, reset, setError, formState } = methods;
  const [pending, setPending] = useState<SaveAction | null>(null);
  // The preview's date is taken when it opens: the publication date, the schedule, or today.
  const [previewDate, setPreviewDate] = useState<Date | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const ids = useWatch({ control, name: 'category_ids' });
  const categoryNames = (categories.data ?? [])
    .filter((c) => ids.includes(c.id))
    .map((c) => c.name);
  const published = post ? effectiveStatus(post) === 'published' : false;

  // A new post opens in its own editor once the form is clean (the guard would block it before).
  useEffect(() => {
    if (createdId !== null && !formState.isDirty)
      void navigate(adminPaths.blogEdit(createdId), { replace: true });
  }, [createdId, formState.isDirty, navigate]);

  const onValid = async (input: BlogPostInput) => {
    try {
      const saved = post
        ? await update.mutateAsync({ id: post.id, changes: input })
        : await create.mutateAsync(input);
      reset(toFormValues(saved));
      notify.success(savedMessage(validation.chosen(), saved));
      if (!post) setCreatedId(saved.id);
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, (path) => {
        const field = FIELD_OF[path] ?? path;
        return field in methods.getValues() ? (field as keyof PostFormValues) : undefined;
      });
      notify.error(
        shown > 0
          ? 'The post was not saved: see the marked fields.'
          : errorMessage(error, MESSAGES.unexpectedError),
      );
    }
  };

  const save = async (chosen: SaveAction) => {
    if (pending) return;
    validation.choose(chosen);
    setPending(chosen);
    try {
      await handleSubmit(onValid)();
    } finally {
      setPending(null);
    }
  };

  const values = methods.getValues();
  const openPreview = () => {
    const current = methods.getValues();
    const at = published ? post?.published_at : fromLocalInput(current.schedule_at);
    setPreviewDate(at ? new Date(at) : new Date());
  };

  return (
    <FormProvider {...methods}>
      <form noValidate aria-label="Post" onSubmit={(event) => event.preventDefault()}>
        <UnsavedChangesGuard when={formState.isDirty && createdId === null} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <TitleSlugFields
              published={published}
              linked={!post || (!published && post.slug === slugify(post.title))}
            />
            <ExcerptField categoryNames={categoryNames} />
            <RichTextField
              control={control}
              name="content"
              label="Text"
              error={formState.errors.content?.message}
              uploadImage={uploadImage}
              className="[&_.ProseMirror]:min-h-80"
            />
          </div>
          <PostSideColumn post={post} uploadImage={uploadImage} />
        </div>
        <PostActionBar
          published={published}
          dirty={formState.isDirty}
          pending={pending}
          onAction={(chosen) => void save(chosen)}
          onPreview={openPreview}
        />
      </form>
      <PostPreviewDialog
        open={previewDate !== null}
        onClose={() => setPreviewDate(null)}
        values={values}
        categoryNames={categoryNames}
        date={previewDate ?? new Date(0)}
        authorFallback={siteName}
        renderVideo={renderVideo}
      />
    </FormProvider>
  );
}
