import type {
  BlogCategoryRef,
  BlogPost,
  ImageMeta,
  PostStatus,
  VideoProvider,
} from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { iso, isoOrNull } from '../../lib/serialize';
import { imageMetaByUrl } from '../uploads/uploads.service';
import * as repo from './blog-posts.repository';

function toApi(
  row: repo.PostRow,
  categories: BlogCategoryRef[],
  image: ImageMeta | null,
): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    thumbnail_url: row.thumbnail_url,
    featured_image_url: row.featured_image_url,
    featured_image: image,
    video_url: row.video_url,
    video_provider: row.video_provider as VideoProvider | null,
    categories,
    status: row.status as PostStatus,
    published_date: isoOrNull(row.published_at),
    published_at: isoOrNull(row.published_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author_name: row.author_name,
  };
}

/** API shape of several posts: categories and featured images are loaded in two queries in all. */
export async function presentPosts(db: DbOrTx, rows: repo.PostRow[]): Promise<BlogPost[]> {
  const [links, imageByUrl] = await Promise.all([
    repo.categoriesOfPosts(
      db,
      rows.map((r) => r.id),
    ),
    imageMetaByUrl(
      db,
      rows.map((r) => r.featured_image_url),
    ),
  ]);
  const categoriesByPost = new Map<number, BlogCategoryRef[]>();
  for (const { post_id, ...category } of links) {
    const list = categoriesByPost.get(post_id) ?? [];
    list.push(category);
    categoriesByPost.set(post_id, list);
  }
  return rows.map((row) =>
    toApi(
      row,
      categoriesByPost.get(row.id) ?? [],
      (row.featured_image_url && imageByUrl.get(row.featured_image_url)) || null,
    ),
  );
}

export async function presentPost(db: DbOrTx, row: repo.PostRow): Promise<BlogPost> {
  const [post] = await presentPosts(db, [row]);
  if (!post) throw new Error('presentPosts returned no post');
  return post;
}
