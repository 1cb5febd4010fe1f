import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index';
import { planOf } from '../../test/query-plan';
import { useTestApp } from '../../test/test-app';
import { newestFirst } from './blog-posts.repository';
import { isPublished } from './blog-visibility.repository';

// A page of the published posts, and every post page's related posts, read the posts in the
// blog's order from the index of migration 0022, not by sorting every published post (decision
// 030, "Later: the blog's order from an index").
const t = useTestApp();

it('reads a page of the published posts from the index of their order', async () => {
  const page = t.app.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(isPublished(sql.placeholder('now')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const values = { now: new Date().toISOString(), limit: 9, offset: 9 };
  const plan = await planOf(t.app.db, page.toSQL(), values);
  expect(plan).toMatch(/Index Scan using blog_posts_newest_idx/);
  expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
});
