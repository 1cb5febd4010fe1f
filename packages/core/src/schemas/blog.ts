import { z } from 'zod';
import { POST_STATUSES, VIDEO_PROVIDERS } from '../constants';
import { ListQuery, Slug, optionalMediaUrl, optionalText } from './common';
import { ImageMeta } from './images';
import { INT4, integer, integerParam, text } from './primitives';

export const BlogCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  post_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type BlogCategoryRef = z.infer<typeof BlogCategoryRef>;

export const BlogCategoryInput = z.object({
  name: text().trim().min(1, { error: 'Name is required' }).max(80),
  slug: Slug.optional(),
});
export type BlogCategoryInput = z.infer<typeof BlogCategoryInput>;
export const BlogCategoryUpdate = BlogCategoryInput.partial();

export const BlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  thumbnail_url: z.string().nullable(),
  featured_image_url: z.string().nullable(),
  featured_image: ImageMeta.nullable(),
  video_url: z.string().nullable(),
  video_provider: z.enum(VIDEO_PROVIDERS).nullable(),
  categories: z.array(BlogCategoryRef),
  status: z.enum(POST_STATUSES),
  published_date: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author_name: z.string().nullable(),
});
export type BlogPost = z.infer<typeof BlogPost>;

/** Only these hosts may be embedded; self-hosted videos are plain http(s) files. */
const YOUTUBE =
  /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/i;
const VIMEO = /^https:\/\/(www\.|player\.)?vimeo\.com\/(video\/)?\d+/i;
const SELF_HOSTED = /^(\/|https?:\/\/)\S+\.(mp4|webm|ogg|mov)(\?\S*)?$/i;

const BlogPostFields = z.object({
  title: text().trim().min(1, { error: 'Title is required' }).max(200),
  slug: Slug.optional(),
  excerpt: optionalText(1000),
  content: text().max(500_000),
  thumbnail_url: optionalMediaUrl,
  featured_image_url: optionalMediaUrl,
  video_url: text()
    .trim()
    .max(2000)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  video_provider: z.enum(VIDEO_PROVIDERS).nullish(),
  category_ids: z.array(integer(INT4, { min: 1 })).max(20),
  status: z.enum(POST_STATUSES),
  published_at: text({ error: 'Must be a date and time' })
    .pipe(z.iso.datetime({ offset: true, error: 'Must be a date and time' }))
    .nullish(),
  author_name: optionalText(120),
});

type VideoFields = {
  video_url?: string | null;
  video_provider?: string | null;
  status?: string;
  published_at?: string | null;
};

/** Cross-field rules shared by create and update. */
const checkPost = (v: VideoFields, ctx: z.RefinementCtx) => {
  if (v.video_url && !v.video_provider) {
    ctx.addIssue({
      code: 'custom',
      path: ['video_provider'],
      message: 'Choose the video provider',
    });
  }
  if (v.video_url && v.video_provider) {
    const ok =
      (v.video_provider === 'youtube' && YOUTUBE.test(v.video_url)) ||
      (v.video_provider === 'vimeo' && VIMEO.test(v.video_url)) ||
      (v.video_provider === 'self-hosted' && SELF_HOSTED.test(v.video_url));
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['video_url'],
        message:
          'Video URL must be a YouTube, Vimeo or self-hosted video link matching the provider',
      });
    }
  }
  if (v.status === 'scheduled' && !v.published_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['published_at'],
      message: 'A scheduled post needs a publication date',
    });
  }
};

export const BlogPostInput = BlogPostFields.extend({
  content: BlogPostFields.shape.content.default(''),
  category_ids: BlogPostFields.shape.category_ids.default([]),
  status: BlogPostFields.shape.status.default('draft'),
}).superRefine(checkPost);
export type BlogPostInput = z.infer<typeof BlogPostInput>;
/** No defaults here: a field left out of an update keeps its stored value. */
export const BlogPostUpdate = BlogPostFields.partial().superRefine(checkPost);
export type BlogPostUpdate = z.infer<typeof BlogPostUpdate>;

export const BlogListQuery = ListQuery.extend({
  limit: integerParam(INT4, { min: 1, max: 100 }).default(9),
  category: text().trim().min(1).max(200).optional(),
  search: text().trim().min(1).max(200).optional(),
  status: z.enum([...POST_STATUSES, 'all']).optional(),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

export const RecentPostsQuery = z.object({
  limit: integerParam(INT4, { min: 1, max: 20 }).default(3),
});
export const SlugParam = z.object({ slug: text().trim().min(1).max(200) });
