import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { anyContains } from '../../db/search';
import { blogCategories, blogPostCategories, blogPosts } from '../../db/schema/index';

export type PostRow = typeof blogPosts.$inferSelect;
export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export interface PostFilter {
  /** Visibility/status condition; undefined means every post. */
  status?: SQL;
  /** Slug of a category the post must belong to. */
  category?: string;
  /** Words matched case-insensitively in title, excerpt or content. */
  search?: string;
}

function whereOf(db: DbOrTx, filter: PostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.status];
  if (filter.category) {
    const inCategory = db
      .select({ id: blogPostCategories.post_id })
      .from(blogPostCategories)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.category_id))
      .where(eq(blogCategories.slug, filter.category));
    conditions.push(inArray(blogPosts.id, inCategory));
  }
  if (filter.search) {
    conditions.push(
      anyContains(filter.search, blogPosts.title, blogPosts.excerpt, blogPosts.content),
    );
  }
  return and(...conditions);
}

/** Newest publication first: published_at, else created_at; ties by id. */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.published_at}, ${blogPosts.created_at})`),
  desc(blogPosts.id),
];

export const listPosts = (db: DbOrTx, filter: PostFilter, limit: number, offset: number) =>
  db
    .select()
    .from(blogPosts)
    .where(whereOf(db, filter))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

export async function countPosts(db: DbOrTx, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(whereOf(db, filter));
  return row?.n ?? 0;
}

export async function findPostById(db: DbOrTx, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

export async function findPostBySlug(db: DbOrTx, slug: string): Promise<PostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
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

/** Categories of several posts in one query, each post's in position order. */
export const categoriesOfPosts = (db: DbOrTx, postIds: number[]) =>
  postIds.length
    ? db
        .select({
          post_id: blogPostCategories.post_id,
          id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
        })
        .from(blogPostCategories)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.category_id))
        .where(inArray(blogPostCategories.post_id, postIds))
        .orderBy(
          asc(blogPostCategories.post_id),
          asc(blogPostCategories.position),
          asc(blogCategories.id),
        )
    : Promise.resolve([]);

/** Slug and last change of the posts that meet `where`, newest first (the sitemap's list). */
export const postStamps = (db: DbOrTx, where: SQL) =>
  db
    .select({ slug: blogPosts.slug, updated_at: blogPosts.updated_at })
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst);
