import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { readManifest } from './archive-reader.service';

const t = useTestApp({ backups: { intervalHours: 24, keep: 2 } });
beforeAll(async () => {
  if (t.database.kind === 'postgres')
    t.config.databaseUrl = (t.database as typeof t.database & { url: string }).url;
});

const overview = async () => {
  const res = await t.admin('GET', '/api/v1/admin/backups');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
async function backupNow() {
  const res = await t.admin('POST', '/api/v1/admin/backups');
  expect(res.statusCode).toBe(202);
  const run = res.json().data;
  expect(run).toMatchObject({ trigger: 'manual', status: 'running', downloadable: false });
  for (let i = 0; i < 200; i++) {
    const found = (await overview()).runs.find((r: { id: number }) => r.id === run.id);
    if (found.status !== 'running') return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the backup did not finish');
}

describe('/admin/backups', () => {
  it('shows the schedule and no runs on a new site', async () => {
    expect(await overview()).toEqual({
      interval_hours: 24,
      keep: 2,
      location: 'the site’s data folder on its server',
      runs: [],
    });
  });

  it('makes a backup in the background and lets the artist download the whole archive', async () => {
    const run = await backupNow();
    expect(run).toMatchObject({ status: 'done', downloadable: true, error: null });
    expect(run.bytes).toBeGreaterThan(1000);
    expect(run.name).toMatch(/^atelier-\d{8}T\d{6}Z-[0-9a-f]{4}\.zip$/);

    const download = await t.admin('GET', `/api/v1/admin/backups/${run.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${run.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(run.bytes);
    const file = path.join(t.config.dataDir, 'downloaded.zip');
    writeFileSync(file, download.rawPayload);
    const manifest = await readManifest(file);
    expect(manifest.database.tables.admin_users).toBe(1);
  });

  it('keeps the newest archives only, and says so for the ones deleted', async () => {
    const first = (await overview()).runs[0];
    await backupNow();
    await backupNow();
    const { runs } = await overview();
    expect(runs.map((r: { downloadable: boolean }) => r.downloadable)).toEqual([true, true, false]);
    expect(runs[2].id).toBe(first.id);
    const gone = await t.admin('GET', `/api/v1/admin/backups/${first.id}/download`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Backup not found');
  });

  it('refuses a second backup while one is being made', async () => {
    await t.app.db.insert(backupRuns).values({ trigger: 'command', name: 'atelier-busy.zip' });
    const res = await t.admin('POST', '/api/v1/admin/backups');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'A backup is already being made. It will be listed here when it is done.',
    );
    await t.app.db.delete(backupRuns).where(eq(backupRuns.name, 'atelier-busy.zip'));
  });

  it('answers 401 without a token and 404 for an unknown backup', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/admin/backups'],
      ['POST', '/api/v1/admin/backups'],
      ['GET', '/api/v1/admin/backups/1/download'],
    ] as const)
      expect((await t.inject({ method, url })).statusCode).toBe(401);
    const res = await t.admin('GET', '/api/v1/admin/backups/999999/download');
    expect(res.statusCode).toBe(404);
  });
});
