import { Placeholder, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { newestFirst } from './blog-posts.repository';
import { isPublished } from './blog-visibility.repository';

// A page of the published posts, and every post page's related posts, read the posts in the
// blog's order from the index of migration 0022, not by sorting every published post (decision
// 030, "Later: the blog's order from an index"). With sequential scans and sorts priced out,
// the planner shows what it would do on a large table.
const t = useTestApp();

it('reads a page of the published posts from the index of their order', async () => {
  const page = t.app.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(isPublished(sql.placeholder('now')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const query = page.toSQL();
  const values: Record<string, string> = { now: new Date().toISOString(), limit: '9', offset: '9' };
  const args = query.params.map((p) =>
    p instanceof Placeholder ? `'${values[p.name]}'` : `'${String(p)}'`,
  );
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql.raw(`prepare posts_page as ${query.sql}`));
    const rows = await tx.execute(sql.raw(`explain execute posts_page(${args.join(', ')})`));
    await tx.execute(sql`deallocate posts_page`);
    return (rows as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  expect(plan).toMatch(/Index Scan using blog_posts_newest_idx/);
  expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
});
