import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { artworks } from '../../db/schema/index';
import { planOf } from '../../test/query-plan';
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
  const plan = await planOf(t.app.db, page.toSQL(), { limit: 20, offset: 2480 }, { generic: true });
  expect(plan).toMatch(/Index Only Scan using artworks_gallery_order_idx/);
  expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  expect(plan).toMatch(/NOT \(.*hashed SubPlan/);
});
