import { BlogPostInput, type BlogPost, type BlogPostUpdate } from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, validation } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { existingCategoryIds } from './blog-categories.repository';
import * as repo from './blog-posts.repository';
import { POST_NOT_FOUND, getPostById } from './blog-posts.service';
import { assertSlugFree, chooseSlug, withSlugConflict } from './blog-slugs.service';

/** Category ids in the order given, duplicates dropped; 400 naming category_ids if one is unknown. */
async function checkCategories(db: DbOrTx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const existing = await existingCategoryIds(db, unique);
  const missing = unique.filter((id) => !existing.has(id));
  if (missing.length)
    throw validation('category_ids', `Unknown category id: ${missing.join(', ')}`);
  return unique;
}

interface Publication {
  status: string;
  published_at: Date | null;
  video_url: string | null;
  video_provider: string | null;
}

/**
 * Publishing without a date publishes now; a video provider without a video means nothing.
 * The contract's cross-field rules are checked again on the merged result of an update.
 */
function settle(next: Publication & { title: string }): Publication {
  const published_at =
    next.status === 'published' && !next.published_at ? new Date() : next.published_at;
  const video_provider = next.video_url ? next.video_provider : null;
  const check = BlogPostInput.safeParse({
    title: next.title,
    status: next.status,
    published_at: published_at?.toISOString() ?? null,
    video_url: next.video_url,
    video_provider,
  });
  const issue = check.error?.issues[0];
  if (issue) throw validation(issue.path.join('.') || 'body', issue.message);
  return { status: next.status, published_at, video_url: next.video_url, video_provider };
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function createPost(db: Db, input: BlogPostInput): Promise<BlogPost> {
  const row = await withSlugConflict(() =>
    db.transaction(async (tx) => {
      const categoryIds = await checkCategories(tx, input.category_ids);
      const slug = await chooseSlug(input.slug, input.title, (s) => repo.postSlugTaken(tx, s), {
        reserved: true,
      });
      const created = await repo.insertPost(tx, {
        slug,
        title: input.title,
        excerpt: input.excerpt,
        content: sanitizeRichText(input.content),
        thumbnail_url: input.thumbnail_url,
        featured_image_url: input.featured_image_url,
        author_name: input.author_name,
        ...settle({
          title: input.title,
          status: input.status,
          published_at: dateOrNull(input.published_at),
          video_url: input.video_url,
          video_provider: input.video_provider ?? null,
        }),
      });
      await repo.setPostCategories(tx, created.id, categoryIds);
      return created;
    }),
  );
  return getPostById(db, row.id, true);
}

/** Partial update: fields left out keep their stored values; the slug changes only when given. */
export async function updatePost(db: Db, id: number, input: BlogPostUpdate): Promise<BlogPost> {
  const row = await withSlugConflict(() =>
    db.transaction(async (tx) => {
      const current = await repo.findPostById(tx, id);
      if (!current) throw notFound(POST_NOT_FOUND);
      if (input.slug !== undefined && input.slug !== current.slug) {
        await assertSlugFree(input.slug, (s) => repo.postSlugTaken(tx, s, id), { reserved: true });
      }
      const updated = await repo.updatePost(tx, id, {
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
        ...(input.content !== undefined && { content: sanitizeRichText(input.content) }),
        ...(input.thumbnail_url !== undefined && { thumbnail_url: input.thumbnail_url }),
        ...(input.featured_image_url !== undefined && {
          featured_image_url: input.featured_image_url,
        }),
        ...(input.author_name !== undefined && { author_name: input.author_name }),
        ...settle({
          title: input.title ?? current.title,
          status: input.status ?? current.status,
          published_at:
            input.published_at === undefined
              ? current.published_at
              : dateOrNull(input.published_at),
          video_url: input.video_url === undefined ? current.video_url : input.video_url,
          video_provider:
            input.video_provider === undefined ? current.video_provider : input.video_provider,
        }),
      });
      if (!updated) throw notFound(POST_NOT_FOUND);
      if (input.category_ids !== undefined) {
        await repo.setPostCategories(tx, id, await checkCategories(tx, input.category_ids));
      }
      return updated;
    }),
  );
  return getPostById(db, row.id, true);
}
