import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTarget, type EmptyTarget } from '../../test/empty-target';
import { ON_POSTGRES, processHome } from '../../test/process-home';
import { npmRun, processEnv, startServer, type ServerProcess } from '../../test/processes';

/**
 * `npm run backup` beside a real running server, then `npm run restore` as a user runs them.
 * On the embedded database the server makes the archive (it alone opens the files, decision
 * 019); on PostgreSQL (server-pg) the tool dumps with pg_dump itself.
 */
let home: Awaited<ReturnType<typeof processHome>> | undefined;
let env: NodeJS.ProcessEnv;
let server: ServerProcess | undefined;
let target: EmptyTarget;

beforeAll(async () => {
  home = await processHome('atelier-bk-', {
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'a-long-password',
  });
  env = home.env;
  server = await startServer(env);
  target = await emptyTarget();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await target?.close();
  await home?.remove();
});

describe('npm run backup and npm run restore', () => {
  let archive: string;

  it('writes an archive while the server runs and prints its path last', async () => {
    const backup = await npmRun('backup', [], env);
    expect(backup.stderr).not.toMatch(/error/i);
    expect(backup.code).toBe(0);
    archive = backup.stdout.trim().split('\n').at(-1)!;
    expect(archive).toMatch(
      new RegExp(`^${home!.dataDir}/backups/atelier-\\d{8}T\\d{6}Z-[0-9a-f]{4}\\.zip$`),
    );
    expect(existsSync(archive)).toBe(true);
    // It holds APP_SECRET and the password's hash: the server's user alone may read it.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    if (ON_POSTGRES) expect(backup.stdout).not.toContain('running server');
    else expect(backup.stdout).toContain(`(Done by the running server, pid ${server!.child.pid}.)`);
    // The server still serves, and still owns its database.
    expect((await fetch(`${server!.baseUrl}/readyz`)).status).toBe(200);
  }, 120_000);

  it('restores it into an empty target, then refuses that target once filled', async () => {
    const into = processEnv(target.dataDir, target.databaseUrl);
    const restore = await npmRun('restore', [archive], into);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored \d+ rows in \d+ tables and 0 files from a backup of .+; every count and checksum matches\.\n$/,
    );

    const again = await npmRun('restore', [archive], into);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^Restore fills only an empty target, and .+\. Nothing was restored\.\n$/,
    );

    const usage = await npmRun('restore', [], into);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run restore -- <archive.zip>');
  }, 120_000);
});
