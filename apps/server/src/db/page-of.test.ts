import { asc, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { Values } from './built-once';
import { listPage, selectPage } from './page-of';
import { artworkCollections, artworks } from './schema/index';

// A list whose select computes a field with a subquery must compute it for the page's rows
// only, not for every row an OFFSET skips (decision 030). PostgreSQL's own count of a subplan's
// runs (EXPLAIN ANALYZE, on PGlite as on a server) tells which rows it was computed for.
const t = useTestApp();
const ORDER = [asc(artworks.ordering), asc(artworks.id)];
const collectionsOf = sql<number>`(select count(*)::int from ${artworkCollections} where ${artworkCollections.artwork_id} = ${artworks.id})`;

beforeAll(async () => {
  await t.app.db
    .insert(artworks)
    .values(Array.from({ length: 30 }, (_, i) => ({ title: `Work ${i}`, ordering: 30 - i })));
});

/** The largest number of times any subplan of the statement ran. */
async function subplanRuns(query: SQL) {
  const result = (await t.app.db.execute(
    sql`explain (analyze, format json) ${query}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = Object.values(result.rows[0]!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  let most = 0;
  const walk = (node: PlanNode) => {
    if (node['Parent Relationship'] === 'SubPlan') most = Math.max(most, node['Actual Loops']);
    node.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return most;
}
interface PlanNode {
  'Parent Relationship'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

describe('selectPage', () => {
  const select = () =>
    t.app.db.select({ id: artworks.id, collections: collectionsOf }).from(artworks).$dynamic();
  const page = (offset: number) =>
    selectPage(t.app.db, select(), { table: artworks, id: artworks.id }, undefined, ORDER, {
      limit: 5,
      offset,
      first: offset === 0,
    });
  const plain = (offset: number) =>
    select()
      .orderBy(...ORDER)
      .limit(5)
      .offset(offset);

  it('gives the rows of the page, in order, as LIMIT and OFFSET do', async () => {
    for (const offset of [0, 20, 28, 40]) expect(await page(offset)).toEqual(await plain(offset));
    expect(await page(20)).toHaveLength(5);
  });

  it("computes a later page's fields for its own rows only, not for the rows before it", async () => {
    expect(await subplanRuns(plain(20).getSQL())).toBe(25);
    expect(await subplanRuns(page(20).getSQL())).toBe(5);
  });
});

describe('listPage, its count and order kept per listing version', () => {
  /** The first page of 5 and the total of the works whose title starts with `prefix`. */
  const list = (prefix: string, versioned: boolean, offset = 0) => {
    const values = new Values();
    const where = sql`${artworks.title} like ${values.put('prefix', `${prefix}%`)}`;
    const spec = {
      key: 'test.kept-count',
      table: artworks,
      id: artworks.id,
      columns: { id: artworks.id },
      where,
      values,
      orderBy: ORDER,
      versioned,
    };
    return listPage(t.app.db, spec, 5, offset);
  };
  /** Adds a work with the listed tables' triggers off: the write raises no version. */
  const addUnversioned = async (title: string, ordering = 0) => {
    await t.app.db.execute(sql.raw('alter table artworks disable trigger user'));
    try {
      await t.app.db.insert(artworks).values({ title, ordering });
    } finally {
      await t.app.db.execute(sql.raw('alter table artworks enable trigger user'));
    }
  };

  it('answers the count kept while the version stays, and counts again once a write raises it', async () => {
    await t.app.db.insert(artworks).values([{ title: 'Kept 1' }, { title: 'Kept 2' }]);
    expect((await list('Kept', true)).total).toBe(2);
    await addUnversioned('Kept 3');
    // The kept count: the unversioned work is not counted (a later page says the same)...
    expect((await list('Kept', true)).total).toBe(2);
    expect((await list('Kept', true, 1)).total).toBe(2);
    // ...where a list that is not versioned counts every time.
    expect((await list('Kept', false)).total).toBe(3);
    // Any write that raises the version, even to another work, and the count is exact again.
    await t.app.db.insert(artworks).values({ title: 'Other' });
    expect((await list('Kept', true)).total).toBe(3);
    expect((await list('Kept', true)).rows).toHaveLength(3);
  });

  it('keeps each filter apart: another value is counted on its own', async () => {
    await t.app.db.insert(artworks).values([{ title: 'Apart A' }, { title: 'Apart B' }]);
    expect((await list('Apart A', true)).total).toBe(1);
    expect((await list('Apart', true)).total).toBe(2);
    expect((await list('Apart B', true)).total).toBe(1);
  });

  it("takes a later page's rows from the order kept while the version stays", async () => {
    await t.app.db
      .insert(artworks)
      .values(Array.from({ length: 8 }, (_, i) => ({ title: `Order ${i}`, ordering: 100 + i })));
    const ids = async (versioned: boolean, offset: number) =>
      (await list('Order', versioned, offset)).rows.map((r) => r.id);
    // Read from the index, then from the order that read kept: the same pages as OFFSET.
    for (let round = 0; round < 2; round++)
      for (const offset of [1, 3, 5, 7, 9])
        expect(await ids(true, offset), `offset ${offset}`).toEqual(await ids(false, offset));
    const before = await ids(true, 3);
    // A work that sorts first, added with no version raised: the kept order does not move...
    await addUnversioned('Order first', -1);
    expect(await ids(true, 3)).toEqual(before);
    expect((await list('Order', true, 3)).total).toBe(8);
    // ...where a list that is not versioned reads it.
    expect(await ids(false, 3)).not.toEqual(before);
    // After a versioned write every page is read anew, then kept again.
    await t.app.db.insert(artworks).values({ title: 'Elsewhere' });
    for (let round = 0; round < 2; round++)
      for (const offset of [1, 3, 5, 7, 9])
        expect(await ids(true, offset), `offset ${offset}`).toEqual(await ids(false, offset));
    expect((await list('Order', true, 3)).total).toBe(9);
  });
});
