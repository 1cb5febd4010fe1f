import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere, updateStamped } from '../../lib/rows';
import { blogCategories, blogPostCategories, blogPosts } from '../../db/schema/index';
import { isPublished } from './blog-visibility.repository';

export type CategoryRow = typeof blogCategories.$inferSelect;

/** Categories with the number of their PUBLISHED posts, by name (optionally one id). */
export const listCategoriesWithCounts = (db: DbOrTx, now: Date, id?: number) =>
  db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      post_count: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.category_id, blogCategories.id))
    .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostCategories.post_id), isPublished(now)))
    .where(id === undefined ? undefined : eq(blogCategories.id, id))
    .groupBy(blogCategories.id)
    .orderBy(asc(sql`lower(${blogCategories.name})`), asc(blogCategories.id));

/** Which of these ids exist. */
export async function existingCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(inArray(blogCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function categorySlugTaken(
  db: DbOrTx,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const bySlug = eq(blogCategories.slug, slug);
  const where = exceptId === undefined ? bySlug : and(bySlug, ne(blogCategories.id, exceptId));
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(
  db: DbOrTx,
  values: { name: string; slug: string },
): Promise<CategoryRow> {
  const [row] = await db.insert(blogCategories).values(values).returning();
  if (!row) throw new Error('insert into blog_categories returned no row');
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<{ name: string; slug: string }>,
): Promise<CategoryRow | null> {
  return updateStamped(db, blogCategories, eq(blogCategories.id, id), values);
}

/** Deletes the category; its posts stay (only the links go, by cascade). */
export async function deleteCategory(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, blogCategories, eq(blogCategories.id, id));
}
