import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun, processEnv } from '../../test/processes';
import { startTestS3, type TestS3 } from '../../test/s3';
import { createStorage } from './storage-drivers.service';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-migrate-'));
  for (const [key, body] of [
    ['2025/03/aaaa/960.webp', 'nine sixty'],
    ['2025/03/aaaa/thumb.webp', 'thumb'],
    ['2026/01/bbbb/480.webp', 'four eighty'],
  ]) {
    mkdirSync(path.dirname(path.join(dataDir, 'uploads', key!)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', key!), body!);
  }
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run storage:migrate', () => {
  it('copies every local upload into the bucket, says what it copied, and copies nothing the second time', async () => {
    const env = processEnv(dataDir, undefined, { STORAGE_URL: s3.storageUrl });
    const first = await npmRun('storage:migrate', [], env);
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('copied 2025/03/aaaa/960.webp (10 bytes)');
    expect(first.stdout).toContain('copied 2026/01/bbbb/480.webp (11 bytes)');
    expect(first.stdout.trim().split('\n').at(-1)).toBe(
      `3 file(s) copied (26 bytes) from ${path.join(dataDir, 'uploads')} to s3://atelier-test/uploads/; 0 already there.`,
    );

    const bucket = createStorage({ storage: s3.location, dataDir });
    const served = await bucket.get('2025/03/aaaa/thumb.webp');
    expect(Buffer.concat(await served!.toArray()).toString()).toBe('thumb');

    // A file changed or added since (an interrupted run): only that one is copied.
    writeFileSync(path.join(dataDir, 'uploads/2026/01/bbbb/thumb.webp'), 'late');
    const second = await npmRun('storage:migrate', [], env);
    expect(second.code).toBe(0);
    expect(second.stdout.trim().split('\n')).toEqual([
      'copied 2026/01/bbbb/thumb.webp (4 bytes)',
      `1 file(s) copied (4 bytes) from ${path.join(dataDir, 'uploads')} to s3://atelier-test/uploads/; 3 already there.`,
    ]);
    const third = await npmRun('storage:migrate', [], env);
    expect(third.stdout).toContain('0 file(s) copied (0 bytes)');
    expect(third.stdout).toContain('; 4 already there.');
  }, 60_000);

  it('refuses without STORAGE_URL', async () => {
    const res = await npmRun('storage:migrate', [], processEnv(dataDir));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('STORAGE_URL is not set: there is no bucket to copy into.');
  }, 30_000);
});
