import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationsFolder, type Database } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import { createScratchDatabase } from '../../test/scratch-database';

/**
 * Subscriber preferences used to be free JSON. The migrations that give them their shape
 * keep the known topics a stored value named, drop everything else, and then the database
 * itself refuses any other shape.
 */
const LAST_BEFORE = '0005_order_lifecycle';

let database: Database;
let dropDatabase = async () => {};
const folders: string[] = [];

/** A copy of the migrations that stops at `tag`. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-migrations-'));
  folders.push(dir);
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateWith(dir: string | undefined) {
  const before = process.env.MIGRATIONS_DIR;
  if (dir) process.env.MIGRATIONS_DIR = dir;
  else delete process.env.MIGRATIONS_DIR;
  try {
    await database.migrate();
  } finally {
    if (before === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = before;
  }
}

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === 'postgres' && server) {
    const scratch = await createScratchDatabase(server, 'atelier_migration');
    database = await createDatabase({ url: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    database = await createDatabase({});
  }
  await migrateWith(migrationsUpTo(LAST_BEFORE));
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const legacy: [string, unknown, string[]][] = [
  ['empty', {}, []],
  ['an unknown topic beside a known one', { topics: ['studio', 'new_work'] }, ['new_work']],
  ['topics as keys set true', { studio_news: true, exhibitions: 'yes' }, ['studio_news']],
  ['topics not a list', { topics: 'new_work' }, []],
  ['a list instead of an object', ['new_work'], []],
  [
    'repeats and nested extras',
    { topics: ['studio_news', 'exhibitions', 'new_work', 'exhibitions'], x: { deep: { a: 1 } } },
    ['new_work', 'exhibitions', 'studio_news'],
  ],
];

describe('subscriber preferences migration', () => {
  it('keeps the known topics of each stored value, in their order, and drops the rest', async () => {
    for (const [i, [, preferences]] of legacy.entries()) {
      await database.db.execute(
        sql`insert into subscribers (email, preferences) values (${`legacy${i}@example.com`}, ${JSON.stringify(preferences)}::jsonb)`,
      );
    }
    await migrateWith(undefined);
    const rows = await database.db
      .select({ email: subscribers.email, preferences: subscribers.preferences })
      .from(subscribers)
      .orderBy(asc(subscribers.id));
    expect(rows.map((r) => r.preferences)).toEqual(legacy.map(([, , topics]) => ({ topics })));
  });

  it('then refuses any other shape, and starts new rows with no topics', async () => {
    for (const bad of [
      { topics: ['sales'] },
      { topics: [], x: 1 },
      {},
      ['new_work'],
      { topics: 'new_work' },
    ]) {
      await expect(
        database.db.execute(
          sql`insert into subscribers (email, preferences) values ('bad@example.com', ${JSON.stringify(bad)}::jsonb)`,
        ),
      ).rejects.toThrow();
    }
    const [row] = await database.db
      .insert(subscribers)
      .values({ email: 'new@example.com' })
      .returning();
    expect(row!.preferences).toEqual({ topics: [] });
  });
});
