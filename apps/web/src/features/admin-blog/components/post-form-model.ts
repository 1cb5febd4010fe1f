import {
  BlogPostInput,
  type BlogPost,
  type ImageMeta,
  type PostStatus,
  type VideoProvider,
} from '@atelier/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { fromLocalInput, isFutureLocal, toLocalInput } from '@/lib/local-time';
import { schemaResolver } from '@/components/form';

/** What the editor's form holds: strings for inputs, the schedule as local wall time. */
export interface PostFormValues {
  title: string;
  /** '' lets the server make it from the title (new post) or keeps the stored one (edit). */
  slug: string;
  excerpt: string;
  content: string;
  thumbnail_url: string;
  featured_image_url: string;
  /** Size and variants of the featured image, for the preview; not sent. */
  featured_image: ImageMeta | null;
  video_url: string;
  video_provider: VideoProvider | '';
  category_ids: number[];
  author_name: string;
  /** The value of the datetime-local input, in the artist's time zone. */
  schedule_at: string;
  /** The stored publication time, kept when a published post is updated. */
  published_at: string | null;
}

/**
 * The buttons: a draft, publish now, publish later; "update" keeps a published post as it
 * is, "unpublish" takes it back to drafts.
 */
export type SaveAction = 'draft' | 'publish' | 'schedule' | 'update' | 'unpublish';

export const SCHEDULE_IN_PAST = 'Choose a date and time in the future';

export function toFormValues(post?: BlogPost): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    thumbnail_url: post?.thumbnail_url ?? '',
    featured_image_url: post?.featured_image_url ?? '',
    featured_image: post?.featured_image ?? null,
    video_url: post?.video_url ?? '',
    video_provider: post?.video_provider ?? '',
    category_ids: post?.categories.map((c) => c.id) ?? [],
    author_name: post?.author_name ?? '',
    schedule_at: post?.status === 'scheduled' ? toLocalInput(post.published_at) : '',
    published_at: post?.published_at ?? null,
  };
}

/** Status and publication time an action gives the post. */
function publication(values: PostFormValues, action: SaveAction, now: Date) {
  switch (action) {
    case 'publish':
      return { status: 'published' as PostStatus, published_at: now.toISOString() };
    case 'schedule':
      return {
        status: 'scheduled' as PostStatus,
        published_at: fromLocalInput(values.schedule_at),
      };
    case 'update':
      return { status: 'published' as PostStatus, published_at: values.published_at };
    default:
      return { status: 'draft' as PostStatus, published_at: null };
  }
}

/** The request body of the contract (before its own transforms) for an action. */
export function toPostInput(values: PostFormValues, action: SaveAction, now = new Date()) {
  const hasVideo = values.video_url.trim() !== '';
  return {
    title: values.title,
    slug: values.slug.trim() || undefined,
    excerpt: values.excerpt,
    content: values.content,
    thumbnail_url: values.thumbnail_url,
    featured_image_url: values.featured_image_url,
    video_url: values.video_url,
    video_provider: hasVideo ? values.video_provider || null : null,
    category_ids: values.category_ids,
    author_name: values.author_name,
    ...publication(values, action, now),
  };
}

/**
 * zodResolver with the contract's BlogPostInput (its messages), applied to the body the
 * chosen action would send. Errors about the publication time belong to the schedule input,
 * and a schedule must lie in the future (the server would publish a past one at once).
 * `choose` is called by the pressed button before the form is validated.
 */
export function createPostValidation() {
  let chosen: SaveAction = 'draft';
  const validate = schemaResolver(BlogPostInput);
  const resolver: Resolver<PostFormValues, unknown, BlogPostInput> = async (
    values,
    context,
    options,
  ) => {
    const result = await validate(
      toPostInput(values, chosen),
      context,
      options as unknown as Parameters<typeof validate>[2],
    );
    const errors = { ...result.errors } as FieldErrors<PostFormValues> & Record<string, unknown>;
    if (errors.published_at) {
      errors.schedule_at = { ...errors.published_at, ref: options.fields.schedule_at?.ref };
      delete errors.published_at;
    }
    if (chosen === 'schedule' && values.schedule_at && !isFutureLocal(values.schedule_at)) {
      errors.schedule_at = {
        type: 'future',
        message: SCHEDULE_IN_PAST,
        ref: options.fields.schedule_at?.ref,
      };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return result as { values: BlogPostInput; errors: Record<string, never> };
  };
  return {
    resolver,
    choose: (action: SaveAction) => {
      chosen = action;
    },
    chosen: () => chosen,
  };
}
