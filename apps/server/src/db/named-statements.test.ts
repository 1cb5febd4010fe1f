import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './named-statements';

// Against the PostgreSQL server of the machine (the embedded database has no pool): in both
// test projects, like the several-instances test.
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pool: pg.Pool;
beforeAll(() => {
  // One connection, so every query below sees the same session's prepared statements.
  pool = new pg.Pool({ connectionString: SERVER_URL, max: 1 });
  nameStatements(pool, 2);
});
afterAll(async () => {
  await pool.end();
});

const prepared = async () =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .sort();

describe('named statements', () => {
  it('prepares a query with parameters once per connection and runs it again by name', async () => {
    for (let i = 0; i < 3; i++) {
      const { rows } = await pool.query({ text: 'select $1::int + 1 as n', values: [i] });
      expect(rows[0].n).toBe(i + 1);
    }
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('keeps at most its limit of statements; the others still run, unnamed', async () => {
    await pool.query('select $1::int * 2 as n', [4]);
    const { rows } = await pool.query('select $1::int * 3 as n', [4]);
    expect(rows[0].n).toBe(12);
    expect(await prepared()).toEqual(['select $1::int * 2 as n', 'select $1::int + 1 as n']);
  });

  it('leaves a text without parameters to the simple protocol: several commands still run', async () => {
    const results = (await pool.query(
      'select 1 as a; select 2 as b',
    )) as unknown as pg.QueryResult[];
    expect(results.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
