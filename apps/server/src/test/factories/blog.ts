import type { Db } from '../../db/client';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  uploadedImages,
} from '../../db/schema/index';

let seq = 0;
const next = () => ++seq;

type PostInsert = typeof blogPosts.$inferInsert;
type CategoryInsert = typeof blogCategories.$inferInsert;

const MINUTE = 60_000;
/** A date `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/**
 * Inserts a blog post straight into the database. Defaults: published a minute ago, a
 * unique title and slug. `category_ids` are linked in the order given.
 */
export async function createPost(
  db: Db,
  overrides: Partial<PostInsert> & { category_ids?: number[] } = {},
) {
  const n = next();
  const { category_ids = [], ...fields } = overrides;
  const status = fields.status ?? 'published';
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: `<p>Body of post ${n}</p>`,
      status,
      published_at: status === 'published' ? minutesFromNow(-1) : null,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('createPost: no row');
  if (category_ids.length) {
    await db
      .insert(blogPostCategories)
      .values(
        category_ids.map((category_id, position) => ({ post_id: row.id, category_id, position })),
      );
  }
  return row;
}

export async function createCategory(db: Db, overrides: Partial<CategoryInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(blogCategories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('createCategory: no row');
  return row;
}

/** Empties the blog tables (links go by cascade) so each test starts from nothing. */
export async function resetBlog(db: Db) {
  await db.delete(blogPosts);
  await db.delete(blogCategories);
}

/** An uploaded_images row for `url`, as the uploads module would record it. */
export async function createUploadedImage(
  db: Db,
  url: string,
  overrides: Partial<typeof uploadedImages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(uploadedImages)
    .values({
      url,
      thumbnail_url: url.replace(/\.\w+$/, '-thumb.webp'),
      storage_prefix: `test/${next()}`,
      width: 1600,
      height: 1200,
      variants: [
        { width: 480, url: url.replace(/\.\w+$/, '-480.webp') },
        { width: 960, url: url.replace(/\.\w+$/, '-960.webp') },
      ],
      dominant_color: '#6b8fa3',
      original_format: 'jpeg',
      bytes: 1234,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUploadedImage: no row');
  return row;
}
