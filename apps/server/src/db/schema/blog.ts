import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, tstz } from './columns';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  ...timestamps,
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    thumbnail_url: text('thumbnail_url'),
    featured_image_url: text('featured_image_url'),
    video_url: text('video_url'),
    video_provider: text('video_provider'),
    status: text('status').notNull().default('draft'),
    /** When the post is (or will be) public. Read at query time: scheduling needs no cron. */
    published_at: tstz('published_at'),
    author_name: text('author_name'),
    ...timestamps,
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check(
      'blog_posts_video_provider_check',
      sql`${t.video_provider} is null or ${t.video_provider} in ('youtube', 'vimeo', 'self-hosted')`,
    ),
    index('blog_posts_status_published_idx').on(t.status, t.published_at),
    index('blog_posts_created_idx').on(t.created_at),
    // The blog's order, newest publication first (`newestFirst` in the posts' repository): a
    // page of posts, and every post page's related posts, are read from the index in order,
    // not by sorting every published post (1,000 posts: 2.5 ms a list, 0.75 with it).
    index('blog_posts_newest_idx').on(
      sql`coalesce(${t.published_at}, ${t.created_at}) desc`,
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    post_id: belongsTo('post_id', () => blogPosts.id),
    category_id: belongsTo('category_id', () => blogCategories.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.category_id] }),
    index('blog_post_categories_category_idx').on(t.category_id),
  ],
);
