import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { builtOnce, Values } from './built-once';
import { collections } from './schema/index';

// A statement built once is drizzle's own prepared query: its text written the first time its
// key is met, each later run given only its values. Run against the real database (both
// engines: this file is in the PostgreSQL project too).
const t = useTestApp();

const byName = (values: Values) =>
  t.app.db
    .select({ slug: collections.slug })
    .from(collections)
    .where(eq(collections.name, values.put('name', 'unused')));

describe('builtOnce()', () => {
  it('builds a key once per handle and runs it with each call’s values', async () => {
    await t.app.db.insert(collections).values([
      { name: 'Harbour', slug: 'harbour' },
      { name: "O'Keeffe's %_ \\", slug: 'okeeffe' },
    ]);
    let builds = 0;
    const find = async (name: string) => {
      const values = new Values();
      const statement = builtOnce(t.app.db, `test.collection-by-name:${values.names}`, () => {
        builds += 1;
        return byName(new Values());
      });
      values.put('name', name);
      return statement.execute(values.byName);
    };
    expect(await find('Harbour')).toEqual([{ slug: 'harbour' }]);
    // Quotes, LIKE's wildcards and a backslash are a value, never part of the text.
    expect(await find("O'Keeffe's %_ \\")).toEqual([{ slug: 'okeeffe' }]);
    expect(await find('Nowhere')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('gives a transaction its own statement, which reads what the transaction wrote', async () => {
    const key = 'test.collection-count';
    const count = () => t.app.db.select({ n: sql<number>`count(*)::int` }).from(collections);
    const outside = builtOnce(t.app.db, key, count);
    expect(builtOnce(t.app.db, key, count)).toBe(outside);
    const [before] = await outside.execute();
    const written = t.app.db.transaction(async (tx) => {
      await tx.insert(collections).values({ name: 'Dawn', slug: 'dawn' });
      const inside = builtOnce(tx, key, () =>
        tx.select({ n: sql<number>`count(*)::int` }).from(collections),
      );
      expect(inside).not.toBe(outside);
      expect(await inside.execute()).toEqual([{ n: before!.n + 1 }]);
      tx.rollback();
    });
    // Only the rollback ends it: a failed expectation inside would reject with its own error.
    await expect(written).rejects.toThrow(TransactionRollbackError);
    expect(await outside.execute()).toEqual([before]);
  });
});

describe('Values', () => {
  it('names its values in the order they were put, and refuses a name twice', () => {
    const values = new Values();
    values.put('search', '%dawn%');
    values.put('collection', 3);
    expect(values.names).toBe('search,collection');
    expect(values.byName).toEqual({ search: '%dawn%', collection: 3 });
    expect(() => values.put('search', '%dusk%')).toThrow('value "search" put twice');
  });
});
