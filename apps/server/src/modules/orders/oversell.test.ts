import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import { orderBody, placeOrder } from '../../test/factories/orders';
import { createScratchDatabase } from '../../test/scratch-database';

/**
 * The oversell proof. With TEST_DATABASE_URL: two app instances (two pools) on one new
 * PostgreSQL database, as in production behind a load balancer. Without it: the same race
 * against one app on embedded PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const BUYERS = 50;

interface Setup {
  apps: FastifyInstance[];
  databases: Database[];
  cleanup: () => Promise<void>;
}

async function buildInstance(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-race-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    startWorkers: false,
  };
  const app = await buildApp(config, { database });
  await app.ready();
  return { app, dataDir };
}

async function setUp(): Promise<Setup> {
  let name: string | undefined;
  let databases: Database[];
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'atelier_race');
    name = scratch.name;
    databases = [
      await createDatabase({ url: scratch.url }),
      await createDatabase({ url: scratch.url }),
    ];
  } else {
    databases = [await createDatabase({})];
  }
  const instances: Awaited<ReturnType<typeof buildInstance>>[] = [];
  for (const database of databases) instances.push(await buildInstance(database));
  return {
    apps: instances.map((i) => i.app),
    databases,
    cleanup: async () => {
      for (const i of instances) {
        await i.app.close();
        rmSync(i.dataDir, { recursive: true, force: true });
      }
      for (const d of databases) await d.close();
      if (name) await dropDatabase(name);
    },
  };
}

/** Drops the race database once the closed pools' backends are gone (forcing only as a last resort). */
async function dropDatabase(name: string) {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await dropper.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

let s: Setup;
beforeAll(async () => {
  s = await setUp();
});
afterAll(() => s.cleanup());

/** Fires one checkout per buyer at once, spread over the instances. */
const race = (artworkId: number, quantity = 1) =>
  Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      placeOrder(
        s.apps[i % s.apps.length]!,
        orderBody([{ artwork_id: artworkId, quantity }], { email: `buyer${i}@example.com` }),
      ),
    ),
  );

const pendingLines = async (artworkId: number) =>
  s.apps[0]!.db.select({
    n: sql<number>`count(*)::int`,
    units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
  })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(and(eq(orderLines.artwork_id, artworkId), eq(orders.status, 'pending_payment')));

/** Units held by pending orders matching `where`. */
const unitsHeld = async (where: SQL) => {
  const [row] = await s.apps[0]!.db.select({
    units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
  })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(and(where, eq(orders.status, 'pending_payment')));
  return row!.units;
};

describe(`${BUYERS} buyers racing for one painting (${serverUrl ? 'two instances on PostgreSQL' : 'one instance on PGlite'})`, () => {
  it('gives it to exactly one; every other buyer is told it was just reserved', async () => {
    const work = await createArtwork(s.apps[0]!.db, {
      title: 'The Only One',
      price_cents: 480_000,
    });
    const responses = await race(work.id);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 1);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toMatchObject({
        code: 'unavailable',
        message:
          'Some works are no longer available: “The Only One” (just reserved by another buyer)',
        details: [{ artwork_id: work.id, title: 'The Only One', reason: 'reserved', available: 0 }],
      });
    }
    const [held] = await pendingLines(work.id);
    expect(held).toEqual({ n: 1, units: 1 });
    if (s.apps.length > 1) {
      // Both instances served buyers.
      const served = new Set(responses.map((_, i) => i % s.apps.length));
      expect(served.size).toBe(2);
    }
  });

  it('lets one address hold at most 5 works, however many of its checkouts race', async () => {
    const works = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        createArtwork(s.apps[0]!.db, { title: `Flood ${i}`, price_cents: 10_000 }),
      ),
    );
    const address = '198.51.100.200';
    const responses = await Promise.all(
      works.map((work, i) =>
        placeOrder(
          s.apps[i % s.apps.length]!,
          orderBody([{ artwork_id: work.id }], { email: `flood${i}@example.com` }),
          {},
          address,
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    // The rest are refused by the hold limit, or first by the per-address order throttle.
    const limited = responses.filter((r) => r.statusCode === 409);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    for (const r of limited) expect(r.json().error.code).toBe('hold_limit');
    expect(codes.filter((c) => c !== 201 && c !== 409 && c !== 429)).toEqual([]);
    expect(await unitsHeld(eq(orders.buyer_ip, address))).toBe(5);
  });

  it('lets one email hold at most 5 works, however many addresses its checkouts race from', async () => {
    const works = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        createArtwork(s.apps[0]!.db, { title: `Swarm ${i}`, price_cents: 10_000 }),
      ),
    );
    const responses = await Promise.all(
      works.map((work, i) =>
        placeOrder(
          s.apps[i % s.apps.length]!,
          orderBody([{ artwork_id: work.id }], { email: 'swarm@example.com' }),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 5);
    expect(await unitsHeld(eq(orders.email, 'swarm@example.com'))).toBe(5);
  });

  it('sells an edition of 3 to exactly three buyers', async () => {
    const edition = await createArtwork(s.apps[0]!.db, {
      title: 'Edition of 3',
      price_cents: 30_000,
      stock: 3,
    });
    const codes = (await race(edition.id)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 3);
    const [held] = await pendingLines(edition.id);
    expect(held).toEqual({ n: 3, units: 3 });
  });
});
