import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../test/postgres-test-database';
import type { Database } from './client';
import { artworks } from './schema/index';

// Against the PostgreSQL server of the machine, in both test projects (the setting is the
// server connection's; the embedded database keeps PostgreSQL's default).
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let database: Database;
beforeAll(async () => {
  database = await createPostgresTestDatabase(SERVER_URL);
});
afterAll(async () => {
  await database.close();
});

it('plans a repeated read once per connection: every execution runs the generic plan', async () => {
  // A transaction holds one connection, whose prepared statements it can then read.
  await database.db.transaction(async (tx) => {
    for (let id = 1; id <= 7; id++)
      await tx.select({ id: artworks.id }).from(artworks).where(eq(artworks.id, id));
    const { rows } = (await tx.execute(
      sql`select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement like '%from "artworks"%'`,
    )) as unknown as { rows: { generic: number; custom: number }[] };
    expect(rows).toEqual([{ generic: 7, custom: 0 }]);
  });
});
