import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun, processEnv, startServer, type ServerProcess } from '../test/processes';
import { createTestDatabase } from '../test/test-database';

/**
 * `npm run admin` and the other tools as real processes beside a real running server: on the
 * embedded database the server makes the change (over its control socket) and other tools
 * refuse; on PostgreSQL (the server-pg project) every process opens the database itself.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const EMAIL = 'owner@example.com';
let dataDir: string;
let env: NodeJS.ProcessEnv;
let server: ServerProcess | undefined;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-admin-'));
  let url: string | undefined;
  if (onPostgres) {
    const database = await createTestDatabase();
    url = database.url;
    dropDatabase = () => database.close();
  }
  env = processEnv(dataDir, url, { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: 'first-password' });
  server = await startServer(env);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (password: string) =>
  fetch(`${server!.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password }),
  }).then((r) => r.status);

describe('npm run admin while the server runs', () => {
  it('changes the password, and the change survives a restart', async () => {
    expect(await login('first-password')).toBe(200);

    const admin = await npmRun('admin', ['--email', EMAIL, '--password', 'second-password'], env);
    expect(admin.stderr).not.toMatch(/error/i);
    expect(admin.code).toBe(0);
    expect(admin.stdout).toContain(`Password of ${EMAIL} reset; existing sessions signed out.`);
    if (onPostgres) expect(admin.stdout).not.toContain('running server');
    else expect(admin.stdout).toContain(`(Done by the running server, pid ${server!.child.pid}.)`);

    expect(await login('second-password')).toBe(200);
    expect(await login('first-password')).toBe(401);

    expect(await server!.stop()).toBe(0);
    server = await startServer(env);
    expect(await login('second-password')).toBe(200);
    expect(server.output()).not.toContain('second-password');
  }, 180_000);

  it('refuses a bad password without changing anything', async () => {
    const admin = await npmRun('admin', ['--email', EMAIL, '--password', 'short'], env);
    expect(admin.code).toBe(1);
    expect(admin.stderr).toContain('Usage: npm run admin');
    expect(await login('second-password')).toBe(200);
  }, 60_000);

  it(
    onPostgres
      ? 'lets another tool open the PostgreSQL database beside the server'
      : 'makes another tool on the embedded database refuse at once, naming the server',
    async () => {
      const migrate = await npmRun('db:migrate', [], env);
      if (onPostgres) {
        expect(migrate.code).toBe(0);
        expect(migrate.stdout).toContain('migrations applied (postgres)');
      } else {
        expect(migrate.code).toBe(1);
        expect(migrate.stderr).toContain('is in use by another process');
        expect(migrate.stderr).toContain(`pid ${server!.child.pid}: node src/server.ts, since `);
        expect(migrate.stderr).not.toMatch(/\n\s+at /); // the message, not a stack trace
      }
      expect(await login('second-password')).toBe(200);
    },
    60_000,
  );
});
