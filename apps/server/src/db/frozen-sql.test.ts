import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { frozen } from './frozen-sql';
import { collections } from './schema/index';

// A frozen fragment is the same SQL as the fragment it came from, run against the real database:
// its constants written into the text (escaped), its columns named with their table.
const t = useTestApp();

describe('frozen()', () => {
  it('keeps the values of the fragment, escaped, and its qualified columns', async () => {
    const name = 'O\'Keeffe\'s "Poppies" \\ $1';
    await t.app.db.insert(collections).values({ name, slug: 'okeeffe' });
    const named = frozen<number>(
      sql`(select count(*)::int from ${collections} where ${collections.name} = ${name})`,
    );
    const [row] = await t.app.db.select({ n: named }).from(collections);
    expect(row?.n).toBe(1);
    const other = frozen<number>(
      sql`(select count(*)::int from ${collections} where ${collections.name} = ${'Poppies'})`,
    );
    const [none] = await t.app.db.select({ n: other }).from(collections);
    expect(none?.n).toBe(0);
  });

  it('is plain text: no parameters left to send', () => {
    const fragment = frozen(sql`${collections.id} = ${7} and ${collections.name} = ${'x'}`);
    const query = t.app.db
      .select({ one: sql`1` })
      .from(collections)
      .where(fragment)
      .toSQL();
    expect(query.params).toEqual([]);
    expect(query.sql).toContain(`"collections"."id" = 7 and "collections"."name" = 'x'`);
  });
});
