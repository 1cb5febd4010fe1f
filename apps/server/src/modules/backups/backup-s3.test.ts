import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTarget, type EmptyTarget } from '../../test/empty-target';
import { startTestS3, type TestS3 } from '../../test/s3';
import { postImage, solidImage } from '../../test/factories/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStorage, originalsStore } from '../uploads/storage-drivers.service';
import { bytesOf } from './archive-reader.service';
import { backupsStore, createBackup } from './backups.service';
import { TargetNotEmptyError, restoreArchive } from './restore.service';

/** Backups with STORAGE_URL: uploads read from the bucket, the archive kept in its private space. */
let source: TestS3;
let restored: TestS3;
let t: TestApp;
let into: EmptyTarget;
let work: string;
beforeAll(async () => {
  [source, restored] = await Promise.all([startTestS3(), startTestS3()]);
  t = await createTestApp({ storage: source.location });
  if (t.database.kind === 'postgres')
    t.config.databaseUrl = (t.database as typeof t.database & { url: string }).url;
  into = await emptyTarget();
  work = mkdtempSync(path.join(tmpdir(), 'atelier-bks3-'));
});
afterAll(async () => {
  await t?.close();
  await into?.close();
  await Promise.all([source?.close(), restored?.close()]);
  rmSync(work, { recursive: true, force: true });
});

describe('backups with object storage', () => {
  it('archives the bucket’s uploads into its private space, and restores them into an empty bucket', async () => {
    const res = await postImage(t, t.auth, await solidImage(500, 400, '#334455'), 'bucket.jpg');
    expect(res.statusCode).toBe(201);

    const backup = await createBackup({ database: t.database, config: t.config }, 'command');
    expect(backup.path).toBe(`s3://atelier-test/private/backups/${backup.name}`);
    const archive = path.join(work, backup.name);
    writeFileSync(archive, await bytesOf((await backupsStore(t.config).get(backup.name))!));

    const target = {
      ...t.config,
      dataDir: into.dataDir,
      databaseUrl: into.databaseUrl,
      storage: restored.location,
    };
    const report = await restoreArchive(target, archive);
    expect(report.files).toBe(4); // 480, 500, the thumbnail and the original upload
    const key = res.json().data.url.slice('/uploads/'.length);
    const variant = await bytesOf((await createStorage(t.config).get(key))!);
    expect((await bytesOf((await createStorage(target).get(key))!)).equals(variant)).toBe(true);
    // The original, in the bucket's private space, comes back there.
    const originalKey = key.replace(/[^/]+$/, 'original.jpeg');
    const kept = await originalsStore(t.config).get(originalKey);
    expect(kept).not.toBeNull();
    const back = await originalsStore(target).get(originalKey);
    expect((await bytesOf(back!)).equals(await bytesOf(kept!))).toBe(true);
    // The archives are not uploads: the restored bucket holds images only.
    await expect(restoreArchive(target, archive)).rejects.toBeInstanceOf(TargetNotEmptyError);
  }, 120_000);
});
