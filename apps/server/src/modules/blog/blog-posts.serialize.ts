import type { BlogPost, PostStatus, VideoProvider } from '@atelier/core';
import { iso, isoOrNull } from '../../lib/serialize';
import type { ApiPostRow } from './blog-posts.repository';

/** A post as the API shows it, from its row read with its categories and image (`findApiPost`). */
export const presentPost = (row: ApiPostRow): BlogPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  thumbnail_url: row.thumbnail_url,
  featured_image_url: row.featured_image_url,
  featured_image: row.featured_image,
  video_url: row.video_url,
  video_provider: row.video_provider as VideoProvider | null,
  categories: row.categories,
  status: row.status as PostStatus,
  published_date: isoOrNull(row.published_at),
  published_at: isoOrNull(row.published_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  author_name: row.author_name,
});
