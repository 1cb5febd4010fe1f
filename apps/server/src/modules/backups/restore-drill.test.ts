import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, databaseOptions } from '../../db/client';
import { artworks } from '../../db/schema/index';
import { seedDemo } from '../../seed/seed';
import { createContactMessage } from '../../test/factories/audience';
import { postImage, solidImage } from '../../test/factories/images';
import { orderBody, placeOrder } from '../../test/factories/orders';
import { emptyTarget, type EmptyTarget } from '../../test/empty-target';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebDist, readHead } from '../seo/seo.fixtures';
import { createLocalStore } from '../uploads/local-storage.service';
import { createBackup } from './backups.service';
import {
  DamagedArchiveError,
  NewerArchiveError,
  TargetNotEmptyError,
  restoreArchive,
} from './restore.service';
import { drizzleQueryable, tableCounts } from './table-counts.repository';
import { rewriteManifest } from './archive.fixtures';

/**
 * The restore drill (decision 026): a site with the demo content, an order, a message and an
 * upload is backed up, then restored into an empty data directory (and, on the server-pg
 * project, an empty PostgreSQL database); every table's row count and every file's hash must
 * match, and the restored site must show the painting on its server-rendered page.
 */
let t: TestApp;
let webDist: string;
let archive: string;
let painting: { id: number; title: string; primary_image_url: string };
let countsBefore: Record<string, number>;
let filesBefore: Map<string, string>;
const targets: EmptyTarget[] = [];

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** Every upload and every kept original (decision 035), by store and key. */
async function fileHashes(dataDir: string) {
  const hashes = new Map<string, string>();
  for (const space of ['uploads', 'originals']) {
    const store = createLocalStore(path.join(dataDir, space));
    for await (const { key } of store.list())
      hashes.set(`${space}/${key}`, sha(Buffer.concat(await (await store.get(key))!.toArray())));
  }
  return hashes;
}
const target = async () => {
  const made = await emptyTarget();
  targets.push(made);
  return made;
};
const configOf = (target: EmptyTarget) => ({
  ...t.config,
  dataDir: target.dataDir,
  databaseUrl: target.databaseUrl,
});

beforeAll(async () => {
  webDist = fakeWebDist();
  t = await createTestApp({ webDist, databaseUrl: undefined });
  if (t.database.kind === 'postgres')
    t.config.databaseUrl = (t.database as typeof t.database & { url: string }).url;
  expect(await seedDemo(t.app, { imageSize: 160 })).not.toBeNull();

  const uploaded = await postImage(
    t,
    t.auth,
    await solidImage(640, 480, '#5b3a29'),
    'studio-wall.jpg',
  );
  expect(uploaded.statusCode).toBe(201);
  const [row] = await t.app.db
    .insert(artworks)
    .values({
      title: 'Studio wall, restored',
      primary_image_url: uploaded.json().data.url,
      price_cents: 120000,
    })
    .returning();
  painting = { id: row!.id, title: row!.title, primary_image_url: row!.primary_image_url! };
  const order = await placeOrder(t, orderBody([{ artwork_id: painting.id }]));
  expect(order.statusCode).toBe(201);
  await createContactMessage(t.app.db, { subject: 'About the studio wall' });

  const counted = await tableCounts(drizzleQueryable(t.app.db));
  filesBefore = await fileHashes(t.config.dataDir);
  const backup = await createBackup({ database: t.database, config: t.config }, 'manual');
  archive = backup.path;
  // The archive holds the record of its own run, as it was while being made.
  countsBefore = { ...counted, backup_runs: counted.backup_runs! + 1 };
}, 120_000);
afterAll(async () => {
  await t?.close();
  for (const made of targets) await made.close();
  rmSync(path.dirname(webDist), { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('restores every row and file into an empty target, and the site shows the painting', async () => {
    expect(countsBefore.orders).toBe(1);
    expect(countsBefore.contact_messages).toBe(1);
    expect(countsBefore.artworks).toBeGreaterThan(10);
    expect(filesBefore.size).toBeGreaterThan(20);
    expect(
      [...filesBefore.keys()].filter((k) => k.startsWith('originals/')).length,
    ).toBeGreaterThan(10);

    const into = await target();
    const report = await restoreArchive(configOf(into), archive);
    expect(report.tables).toEqual(countsBefore);
    expect(report.files).toBe(filesBefore.size);
    expect(await fileHashes(into.dataDir)).toEqual(filesBefore);

    // The restored site, on its own database and files.
    const config = { ...configOf(into), webDist };
    const database = await createDatabase(databaseOptions(config));
    const restored = await buildApp(config, { database });
    try {
      await restored.ready();
      expect(await tableCounts(drizzleQueryable(restored.db))).toEqual(countsBefore);
      const [row] = await restored.db.select().from(artworks).where(eq(artworks.id, painting.id));
      expect(row?.title).toBe(painting.title);

      const page = await restored.inject({ method: 'GET', url: `/artwork/${painting.id}` });
      expect(page.statusCode).toBe(200);
      const head = readHead(page);
      expect(head.title).toContain(painting.title);
      const image = head.og('image');
      expect(image).toContain(painting.primary_image_url);
      const served = await restored.inject({ method: 'GET', url: painting.primary_image_url });
      expect(served.statusCode).toBe(200);
      expect(sha(served.rawPayload)).toBe(
        filesBefore.get(painting.primary_image_url.slice('/'.length)),
      );
    } finally {
      await restored.close();
      await database.close();
    }

    // Twice into the same place: refused, nothing touched.
    await expect(restoreArchive(configOf(into), archive)).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
  }, 120_000);

  it('refuses a damaged archive before writing anything', async () => {
    const into = await target();
    const damaged = path.join(into.dataDir, '..', `${path.basename(into.dataDir)}-damaged.zip`);
    const bytes = readFileSync(archive);
    // One byte changed in the middle of the stored database dump.
    bytes[Math.floor(bytes.length / 3)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    try {
      const refused = restoreArchive(configOf(into), damaged);
      await expect(refused).rejects.toBeInstanceOf(DamagedArchiveError);
      await expect(refused).rejects.toThrow(
        /^The archive is damaged: .+\. Nothing was restored\.$/,
      );
      writeFileSync(damaged, bytes.subarray(0, bytes.length - 100));
      await expect(restoreArchive(configOf(into), damaged)).rejects.toBeInstanceOf(
        DamagedArchiveError,
      );
      expect(await fileHashes(into.dataDir)).toEqual(new Map());
    } finally {
      rmSync(damaged, { force: true });
    }
  }, 60_000);

  it('refuses an archive from a newer version, saying which', async () => {
    const into = await target();
    const newer = await rewriteManifest(archive, (m) => ({
      ...m,
      app: { ...m.app, version: '9.0.0' },
      database: { ...m.database, migration: { tag: '0099_from_the_future', count: 100 } },
    }));
    try {
      const refused = restoreArchive(configOf(into), newer);
      await expect(refused).rejects.toBeInstanceOf(NewerArchiveError);
      await expect(refused).rejects.toThrow(/migration 0099_from_the_future .* atelier 9\.0\.0/);
    } finally {
      rmSync(newer, { force: true });
    }
  }, 60_000);
});
