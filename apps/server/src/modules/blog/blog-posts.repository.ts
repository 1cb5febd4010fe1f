import type { BlogCategoryRef, ImageMeta } from '@atelier/core';
import { and, desc, eq, getTableColumns, inArray, min, ne, sql, type SQL } from 'drizzle-orm';
import { builtOnce, Values } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { frozen } from '../../db/frozen-sql';
import { imageMetaAt } from '../../db/image-meta-sql';
import { listPage } from '../../db/page-of';
import { utcDay } from '../../db/utc-day-sql';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { anyMatches, containsPattern } from '../../db/search';
import { blogCategories, blogPostCategories, blogPosts } from '../../db/schema/index';
import { statusCondition, type StatusFilter } from './blog-visibility.repository';

export type PostRow = typeof blogPosts.$inferSelect;
export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export interface PostFilter {
  /** Which posts by status ("published": those public at `now`); "all" is every post. */
  status: StatusFilter;
  /** Slug of a category the post must belong to. */
  category?: string;
  /** Words matched case-insensitively in title, excerpt or content. */
  search?: string;
  /** The time a scheduled post is compared with (read at query time, so scheduling needs no cron). */
  now: Date;
}

/**
 * The filter's condition, its values put into `values` and read through their placeholders
 * (the list's statement is built once per set of filters, `builtOnce`).
 */
function whereOf(db: DbOrTx, filter: PostFilter, values: Values): SQL | undefined {
  const now = filter.status === 'all' ? undefined : values.put('now', filter.now.toISOString());
  const conditions: (SQL | undefined)[] = [now && statusCondition(filter.status, now)];
  if (filter.category) {
    const inCategory = db
      .select({ id: blogPostCategories.post_id })
      .from(blogPostCategories)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.category_id))
      .where(eq(blogCategories.slug, values.put('category', filter.category)));
    conditions.push(inArray(blogPosts.id, inCategory));
  }
  if (filter.search) {
    const pattern = values.put('search', containsPattern(filter.search));
    conditions.push(anyMatches(pattern, blogPosts.title, blogPosts.excerpt, blogPosts.content));
  }
  return and(...conditions);
}

/** Newest publication first: published_at, else created_at; ties by id. */
export const newestFirst = [
  desc(sql`coalesce(${blogPosts.published_at}, ${blogPosts.created_at})`),
  desc(blogPosts.id),
];

/** The post's categories, in their order, as one JSON array. */
const categoryRefs = sql`coalesce((select json_agg(json_build_object('id', ${blogCategories.id}, 'name', ${blogCategories.name}, 'slug', ${blogCategories.slug}) order by ${blogPostCategories.position}, ${blogCategories.id}) from ${blogPostCategories} inner join ${blogCategories} on ${blogCategories.id} = ${blogPostCategories.category_id} where ${blogPostCategories.post_id} = ${blogPosts.id}), '[]'::json)`;

/**
 * A post as the API shows it, in one statement: its row, its categories in their order and its
 * featured image's metadata, as subqueries of the same `select` (as an artwork is read,
 * decision 030: uncached, each statement's building and round trip cost as much as the rest of
 * the read). The computed fields are constant SQL, written to text once (`frozen`).
 */
const API_COLUMNS = {
  ...getTableColumns(blogPosts),
  categories: frozen<BlogCategoryRef[]>(categoryRefs),
  featured_image: frozen<ImageMeta | null>(imageMetaAt(blogPosts.featured_image_url)),
};

export type ApiPostRow = PostRow & {
  categories: BlogCategoryRef[];
  featured_image: ImageMeta | null;
};

/**
 * A page of posts with what the API shows of each (`API_COLUMNS`), and how many posts meet the
 * filter in all (`listPage`: one statement, built once per shape of the filter).
 */
export async function listApiPosts(
  db: DbOrTx,
  filter: PostFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ApiPostRow[]; total: number }> {
  const values = new Values();
  const spec = {
    key: `posts.list:${filter.status}`,
    table: blogPosts,
    id: blogPosts.id,
    columns: API_COLUMNS,
    where: whereOf(db, filter, values),
    values,
    orderBy: newestFirst,
  };
  return listPage(db, spec, limit, offset);
}

/** One post with what the API shows of it (`API_COLUMNS`), by id or by slug. */
export async function findApiPost(
  db: DbOrTx,
  by: { id: number } | { slug: string },
): Promise<ApiPostRow | null> {
  const field = 'id' in by ? 'id' : 'slug';
  const statement = builtOnce(db, `posts.one:${field}`, () =>
    db
      .select(API_COLUMNS)
      .from(blogPosts)
      .where(eq(blogPosts[field], sql.placeholder('value'))),
  );
  const [row] = await statement.execute({ value: 'id' in by ? by.id : by.slug });
  return row ?? null;
}

export async function findPostById(db: DbOrTx, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

/** Whether another post (not `exceptId`) uses the slug. */
export async function postSlugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const bySlug = eq(blogPosts.slug, slug);
  const where = exceptId === undefined ? bySlug : and(bySlug, ne(blogPosts.id, exceptId));
  const rows = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
  return rows.length > 0;
}

export async function insertPost(db: DbOrTx, values: PostValues): Promise<PostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('insert into blog_posts returned no row');
  return row;
}

export async function updatePost(
  db: DbOrTx,
  id: number,
  values: Partial<PostValues>,
): Promise<PostRow | null> {
  return updateStamped(db, blogPosts, eq(blogPosts.id, id), values);
}

export async function deletePost(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, blogPosts, eq(blogPosts.id, id));
}

/** Replaces the post's categories; their order is kept in `position`. */
export async function setPostCategories(db: DbOrTx, postId: number, categoryIds: number[]) {
  await db.delete(blogPostCategories).where(eq(blogPostCategories.post_id, postId));
  if (!categoryIds.length) return;
  await db
    .insert(blogPostCategories)
    .values(
      categoryIds.map((category_id, position) => ({ post_id: postId, category_id, position })),
    );
}

/** When the next of the posts matching `where` (the scheduled ones) becomes public, or null. */
export async function firstPublication(db: DbOrTx, where: SQL): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogPosts.published_at) })
    .from(blogPosts)
    .where(where);
  return row?.at ?? null;
}

/**
 * Slug and the UTC day of the last change of the posts that meet `where`, newest first (the
 * sitemap's list).
 */
export const postStamps = (db: DbOrTx, where: SQL) =>
  db
    .select({ slug: blogPosts.slug, day: utcDay(blogPosts.updated_at) })
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst);
