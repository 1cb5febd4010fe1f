import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import {
  artworks,
  artworkSearchText,
  orders,
  orderSearchText,
  subscribers,
  subscriberSearchText,
} from './schema/index';
import { containsText } from './search';

// A search matches '%text%' anywhere in its columns, which a b-tree cannot answer: the trigram
// index of migration 0009 on the same text can, in PGlite as on a PostgreSQL server, for the
// very condition the repositories write. With sequential scans priced out, the planner shows
// which index it would use on a large table.
const t = useTestApp();

const plan = async (query: SQL) => {
  const rows = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain ${query}`);
  });
  return (rows as unknown as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row)[0])
    .join('\n');
};

describe('search indexes', () => {
  it.each([
    ['artworks', artworkSearchText(artworks), 'artworks_search_trgm_idx'],
    ['orders', orderSearchText(orders), 'orders_search_trgm_idx'],
    ['subscribers', subscriberSearchText(subscribers), 'subscribers_search_trgm_idx'],
  ])('answers a search of %s with its trigram index', async (table, text, index) => {
    const query = sql`select 1 from ${sql.identifier(table)} where ${containsText(text, 'harb')}`;
    expect(await plan(query)).toContain(index);
  });
});
