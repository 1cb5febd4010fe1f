import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase, databaseOptions } from '../db/client';
import { DatabaseLockedError } from '../db/embedded-lock';
import { adminUsers } from '../db/schema/index';
import { runControlCommand } from './commands';
import {
  ControlUnavailableError,
  askRunningServer,
  controlSocketPath,
  listenForControl,
} from './control-socket';
import { runCommand } from './run-command';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-ctl-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the control socket', () => {
  it('answers one command per connection, is private to its user, and replaces a stale file', async () => {
    const socketPath = controlSocketPath(dataDir);
    writeFileSync(socketPath, 'left by a server that crashed');
    const seen: unknown[] = [];
    const listener = await listenForControl(socketPath, async (request) => {
      seen.push(request);
      if (request.command === 'fail') throw new Error('it failed, and says why');
      return { echoed: request.args };
    });
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      expect(await askRunningServer(socketPath, { command: 'echo', args: { n: 1 } })).toEqual({
        echoed: { n: 1 },
      });
      await expect(askRunningServer(socketPath, { command: 'fail' })).rejects.toThrow(
        'it failed, and says why',
      );
      expect(seen).toHaveLength(2);
    } finally {
      await listener!.close();
    }
    await expect(askRunningServer(socketPath, { command: 'echo' })).rejects.toBeInstanceOf(
      ControlUnavailableError,
    );
  });

  it('refuses an unknown command and bad arguments before running anything', async () => {
    const ctx = { database: {} as never, config: loadConfig({ DATA_DIR: dataDir }) };
    await expect(runControlCommand(ctx, 'drop-everything', {})).rejects.toThrow(
      'unknown command "drop-everything"',
    );
    await expect(runControlCommand(ctx, 'toString', {})).rejects.toThrow('unknown command');
    await expect(
      runControlCommand(ctx, 'set-admin-password', { email: 'a@example.com', password: 'short' }),
    ).rejects.toThrow('password: must be at least 8 characters');
  });
});

describe('runCommand', () => {
  const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

  it('runs the command on the embedded database itself when nobody holds it', async () => {
    const outcome = await runCommand(config(), 'set-admin-password', {
      email: 'Owner@Example.com',
      password: 'a-long-password',
    });
    expect(outcome).toEqual({ result: { created: true }, via: 'here' });
    const database = await createDatabase(databaseOptions(config()));
    try {
      const rows = await database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, 'owner@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says who holds the database when the holder takes no commands', async () => {
    const holder = await createDatabase(databaseOptions(config())); // a tool, not a server
    try {
      await expect(
        runCommand(config(), 'set-admin-password', {
          email: 'owner@example.com',
          password: 'a-long-password',
        }),
      ).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await holder.close();
    }
  }, 60_000);
});
