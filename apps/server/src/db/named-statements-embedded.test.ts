import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameEmbeddedStatements } from './named-statements';

// The embedded database's named statements, on an in-memory PGlite (in both test projects: it
// needs no server).
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  nameEmbeddedStatements(client, 3);
  await client.exec(
    "create table works (id int primary key, title text, made timestamptz); insert into works values (1, 'Fog', '2026-01-02T03:04:05Z'), (2, 'Tide', null)",
  );
});
afterAll(async () => {
  await client.close();
});

const prepared = async () =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .sort();

describe('named statements on the embedded database', () => {
  it('prepares a query with parameters once and gives the rows PGlite itself gives', async () => {
    const text = 'select id, title, made from works where id >= $1 order by id';
    const named = await client.query(text, [1]);
    await client.query(text, [2]);
    expect(await prepared()).toEqual([text]);
    // Serializing parameters, parsing rows (a date, a null) and the row mode as PGlite does.
    expect(named.rows).toEqual([
      { id: 1, title: 'Fog', made: new Date('2026-01-02T03:04:05Z') },
      { id: 2, title: 'Tide', made: null },
    ]);
    expect(named.fields.map((f) => f.name)).toEqual(['id', 'title', 'made']);
    const arrays = await client.query(text, [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'Tide', null]]);
    const raw = await client.query(text, [1], { parsers: { 1184: (value) => `raw ${value}` } });
    expect(raw.rows[0]).toMatchObject({ made: 'raw 2026-01-02 03:04:05+00' });
  });

  it('writes through a named statement, and a failing one says which statement failed', async () => {
    const insert = 'insert into works (id, title) values ($1, $2) returning id';
    expect((await client.query(insert, [3, 'Dune'])).rows).toEqual([{ id: 3 }]);
    await expect(client.query(insert, [3, 'Again'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    // The failure ended with the statement: the session goes on.
    expect(
      (await client.query('select count(*)::int as n from works where id > $1', [0])).rows,
    ).toEqual([{ n: 3 }]);
  });

  it('keeps at most its limit of statements; the others still run, unnamed', async () => {
    const before = await prepared();
    expect(before).toHaveLength(3);
    const { rows } = await client.query('select $1::int * 3 as n', [4]);
    expect(rows).toEqual([{ n: 12 }]);
    expect(await prepared()).toEqual(before);
  });

  it('waits for a transaction in progress, as PGlite’s own query does', async () => {
    const order: string[] = [];
    const tx = client.transaction(async (t) => {
      await t.query('update works set title = $1 where id = $2', ['Fog II', 1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction done');
    });
    const read = client
      .query<{ title: string }>('select id, title, made from works where id >= $1 order by id', [1])
      .then((r) => order.push(`read ${r.rows[0]!.title}`));
    await Promise.all([tx, read]);
    expect(order).toEqual(['transaction done', 'read Fog II']);
  });
});

describe('a table that changes shape under a named statement', () => {
  it('drops the statement and runs the query again', async () => {
    const other = new PGlite();
    await other.waitReady;
    nameEmbeddedStatements(other);
    await other.exec('create table t (a int); insert into t values (1)');
    const text = 'select * from t where a = $1';
    expect((await other.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await other.exec('alter table t add column b text');
    expect((await other.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
    await other.close();
  });
});
