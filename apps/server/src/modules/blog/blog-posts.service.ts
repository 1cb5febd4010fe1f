import type { BlogListQuery, BlogPost } from '@atelier/core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pagination } from '../../lib/serialize';
import * as repo from './blog-posts.repository';
import { presentPost } from './blog-posts.serialize';
import {
  isPublished,
  rowIsPublished,
  statusCondition,
  type StatusFilter,
} from './blog-visibility.repository';

/** The one SQL condition of a published post, for other modules' queries (the dashboard). */
export { isPublished } from './blog-visibility.repository';

export const POST_NOT_FOUND = 'Post not found';

/**
 * Visitors only ever see published posts. An admin sees published posts too unless they
 * ask for another status ("all", "draft", "scheduled"), so the public blog looks the same
 * to a signed-in artist.
 */
export async function listPosts(db: Db, query: BlogListQuery, isAdmin: boolean) {
  const status: StatusFilter = isAdmin && query.status ? query.status : 'published';
  const filter: repo.PostFilter = {
    status,
    category: query.category,
    search: query.search,
    now: new Date(),
  };
  const { rows, total } = await repo.listApiPosts(db, filter, query.limit, query.offset);
  return {
    data: rows.map(presentPost),
    pagination: pagination(total, query.limit, query.offset),
  };
}

/** The most recent published posts (home page "From the Studio"), for everyone. */
export async function recentPosts(db: Db, limit: number): Promise<BlogPost[]> {
  const { rows } = await repo.listApiPosts(db, { status: 'published', now: new Date() }, limit, 0);
  return rows.map(presentPost);
}

/** A post by slug; drafts and future posts exist only for the admin. */
export async function getPostBySlug(db: Db, slug: string, isAdmin: boolean): Promise<BlogPost> {
  const row = await repo.findApiPost(db, { slug });
  if (!row || (!isAdmin && !rowIsPublished(row, new Date()))) throw notFound(POST_NOT_FOUND);
  return presentPost(row);
}

/** A post by id; drafts and future posts exist only for the admin. */
export async function getPostById(
  db: DbOrTx,
  id: number,
  isAdmin: boolean,
  now = new Date(),
): Promise<BlogPost> {
  const row = await repo.findApiPost(db, { id });
  if (!row || (!isAdmin && !rowIsPublished(row, now))) throw notFound(POST_NOT_FOUND);
  return presentPost(row);
}

export async function deletePost(db: Db, id: number): Promise<void> {
  if (!(await repo.deletePost(db, id))) throw notFound(POST_NOT_FOUND);
}

/** Every public post's slug and the day it last changed, in one light query: the sitemap's. */
export const publishedPostStamps = (db: Db, now = new Date()) =>
  repo.postStamps(db, isPublished(now));

/** When the next scheduled post becomes public (so the public lists change), or null. */
export const nextScheduledPublication = (db: Db, now = new Date()) =>
  repo.firstPublication(db, statusCondition('scheduled', now)!);
