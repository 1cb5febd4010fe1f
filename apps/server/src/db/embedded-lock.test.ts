import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finished } from '../test/processes';
import { createDatabase } from './client';
import {
  DatabaseLockedError,
  FOREIGN_STALE_MS,
  acquireEmbeddedLock,
  lockFileOf,
  type LockHolder,
} from './embedded-lock';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'atelier-lock-'));
  dir = path.join(root, 'db');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const holderOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
const writeLock = (holder: Partial<LockHolder>) =>
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({
      pid: 1,
      command: 'node old-server.js',
      since: '2026-01-01T00:00:00.000Z',
      host: hostname(),
      nonce: 'old',
      ...holder,
    }),
  );

/** The pid of a process that has just ended. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await finished(child);
  return child.pid!;
}

describe('the embedded database single-writer lock', () => {
  it('refuses a second open of the same folder, naming the holder, until the first closes', async () => {
    const first = await createDatabase({ pgliteDir: dir });
    const second = await createDatabase({ pgliteDir: dir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(second).toBeInstanceOf(DatabaseLockedError);
    const message = (second as Error).message;
    expect(message).toContain(`The embedded database in ${dir} is in use by another process:`);
    expect(message).toMatch(
      new RegExp(`pid ${process.pid}: node \\S+, since \\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(message).toContain('Stop that process and run this again');

    await first.close();
    const again = await createDatabase({ pgliteDir: dir });
    await again.close();
  }, 60_000);

  it('refuses while another process holds it, and takes over once that process was killed', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../test/hold-embedded-database.ts'), dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const done = finished(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      void done.then((r) => reject(new Error(`holder exited: ${r.stderr}`)));
    });

    const refused = await createDatabase({ pgliteDir: dir }).then(
      () => null,
      (e: unknown) => e as DatabaseLockedError,
    );
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect(refused!.holder.pid).toBe(child.pid);
    expect(refused!.message).toContain(`pid ${child.pid}: node `);
    expect(refused!.message).toContain('hold-embedded-database.ts');

    child.kill('SIGKILL');
    await done;
    const database = await createDatabase({ pgliteDir: dir });
    try {
      expect(holderOf(lockFileOf(dir)).pid).toBe(process.pid);
      const { rows } = (await database.db.execute(sql`select note from marks`)) as unknown as {
        rows: unknown[];
      };
      expect(rows).toEqual([{ note: 'written before the crash' }]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('takes over a lock whose process is gone', async () => {
    writeLock({ pid: await deadPid() });
    const lock = acquireEmbeddedLock(dir);
    expect(holderOf(lock.file)).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
  });

  it('takes over a lock left by an earlier life of this same pid (a restarted container)', () => {
    writeLock({ pid: process.pid, nonce: 'previous-life' });
    const lock = acquireEmbeddedLock(dir);
    expect(holderOf(lock.file).nonce).not.toBe('previous-life');
    lock.release();
  });

  it('takes over a lock written before the machine rebooted, or damaged', () => {
    writeLock({ pid: process.pid === 1 ? 2 : 1, boot: 'another-boot' });
    acquireEmbeddedLock(dir).release();
    writeFileSync(lockFileOf(dir), '{"pid": 12');
    acquireEmbeddedLock(dir).release();
  });

  it('trusts a holder on another host while it refreshes the lock, and takes over once it stopped', () => {
    writeLock({ host: 'other-container', pid: 1 });
    expect(() => acquireEmbeddedLock(dir)).toThrow(/pid 1 on other-container: node old-server.js/);
    const old = new Date(Date.now() - FOREIGN_STALE_MS - 1000);
    utimesSync(lockFileOf(dir), old, old);
    const lock = acquireEmbeddedLock(dir);
    expect(holderOf(lock.file).host).toBe(hostname());
    lock.release();
  });

  it('removes its lock when released, and leaves one it no longer owns', () => {
    const lock = acquireEmbeddedLock(dir);
    lock.release();
    expect(() => readFileSync(lockFileOf(dir))).toThrow(/ENOENT/);
    const again = acquireEmbeddedLock(dir);
    lock.release(); // a stale handle must not remove the new holder's lock
    expect(holderOf(again.file).pid).toBe(process.pid);
    again.release();
  });
});
