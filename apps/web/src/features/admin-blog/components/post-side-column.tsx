import type { BlogPost } from '@atelier/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { useSiteName } from '@/lib/public-settings';
import type { UploadImage } from '@/lib/upload-image';
import { CategoriesField } from './categories-field';
import { EditorPanel } from './editor-panel';
import { ImageField } from './image-field';
import { NewsletterPanel } from './newsletter-panel';
import type { PostFormValues } from './post-form-model';
import { PublishPanel } from './publish-panel';
import { VideoFields } from './video-fields';

interface PostSideColumnProps {
  post?: BlogPost;
  uploadImage: UploadImage;
}

/** The editor's side column: publishing, categories, images, video and author. */
export function PostSideColumn({ post, uploadImage }: PostSideColumnProps) {
  const siteName = useSiteName();
  const { control, register, setValue, formState } = useFormContext<PostFormValues>();
  const featuredImage = useWatch({ control, name: 'featured_image' });
  return (
    <div className="space-y-6">
      <EditorPanel title="Publishing">
        <PublishPanel post={post} />
      </EditorPanel>
      {post && (
        <EditorPanel title="Newsletter">
          <NewsletterPanel postId={post.id} />
        </EditorPanel>
      )}
      <EditorPanel title="Categories">
        <CategoriesField />
      </EditorPanel>
      <EditorPanel title="Images">
        <ImageField
          name="featured_image_url"
          label="Featured image"
          hint="Shown whole above the post. JPEG, PNG, TIFF, WebP, AVIF or HEIC, up to 200 MB."
          upload={uploadImage}
          meta={featuredImage}
          onUploaded={(image) => setValue('featured_image', image)}
        />
        <ImageField
          name="thumbnail_url"
          label="Thumbnail"
          hint="For the blog list when the post has no featured image."
          upload={uploadImage}
        />
      </EditorPanel>
      <EditorPanel title="Video">
        <VideoFields />
      </EditorPanel>
      <EditorPanel title="Author">
        <FormField
          label="Author name"
          hint={`Shown under the post beside “Artist”. Empty shows ${siteName}.`}
          error={formState.errors.author_name?.message}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              placeholder={siteName}
              className={inputClasses()}
              {...register('author_name')}
            />
          )}
        </FormField>
      </EditorPanel>
    </div>
  );
}
