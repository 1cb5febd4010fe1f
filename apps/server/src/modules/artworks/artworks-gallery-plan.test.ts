import { Placeholder, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { artworks } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { allOf, ordering, visibility } from './artworks-filters.repository';

// A page of the visitors' gallery reads its ids in the gallery's order from the partial index
// of migration 0021, and looks each work up in the gated collection's works read once (a
// hashed subplan), not by a probe per work: a page deep in 5,000 works walks 2,500 of them
// (decision 030, "Later: the gallery's page from its index"). The list's statement is prepared
// once, so PostgreSQL plans it for any page; with sequential scans and sorts priced out, the
// planner shows what it would do on a large table.
const t = useTestApp();
const visitor = { isAdmin: false, previewAccess: false };

it("reads a page of the visitors' gallery from its index in order, in a plan made for any page", async () => {
  const page = t.app.db
    .select({ id: artworks.id })
    .from(artworks)
    .where(allOf(...visibility(visitor, false)))
    .orderBy(...ordering(undefined, visitor))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const query = page.toSQL();
  const values: Record<string, number> = { limit: 20, offset: 2480 };
  const args = query.params.map((p) =>
    p instanceof Placeholder ? String(values[p.name]) : `'${String(p)}'`,
  );
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare gallery_page as ${query.sql}`));
    const rows = await tx.execute(sql.raw(`explain execute gallery_page(${args.join(', ')})`));
    await tx.execute(sql`deallocate gallery_page`);
    return (rows as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  expect(plan).toMatch(/Index Only Scan using artworks_gallery_order_idx/);
  expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  expect(plan).toMatch(/NOT \(.*hashed SubPlan/);
});
