import type { BlogCategory, BlogCategoryInput } from '@atelier/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './blog-categories.repository';
import { assertSlugFree, chooseSlug, withSlugConflict } from './blog-slugs.service';

const NOT_FOUND = 'Category not found';

export const listCategories = (db: Db): Promise<BlogCategory[]> =>
  repo.listCategoriesWithCounts(db, new Date());

async function getCategory(db: Db, id: number): Promise<BlogCategory> {
  const [category] = await repo.listCategoriesWithCounts(db, new Date(), id);
  if (!category) throw notFound(NOT_FOUND);
  return category;
}

export async function createCategory(db: Db, input: BlogCategoryInput): Promise<BlogCategory> {
  const row = await withSlugConflict(() =>
    db.transaction(async (tx) => {
      const slug = await chooseSlug(input.slug, input.name, (s) => repo.categorySlugTaken(tx, s));
      return repo.insertCategory(tx, { name: input.name, slug });
    }),
  );
  return { id: row.id, slug: row.slug, name: row.name, post_count: 0 };
}

/** Renaming keeps the slug (links stay valid); a new slug is taken only when given. */
export async function updateCategory(
  db: Db,
  id: number,
  input: Partial<BlogCategoryInput>,
): Promise<BlogCategory> {
  await withSlugConflict(() =>
    db.transaction(async (tx) => {
      if (input.slug !== undefined)
        await assertSlugFree(input.slug, (s) => repo.categorySlugTaken(tx, s, id));
      const values = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
      };
      if (!(await repo.updateCategory(tx, id, values))) throw notFound(NOT_FOUND);
    }),
  );
  return getCategory(db, id);
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteCategory(db, id))) throw notFound(NOT_FOUND);
}
