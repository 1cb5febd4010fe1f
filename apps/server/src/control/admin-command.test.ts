import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, processHome } from '../test/process-home';
import { npmRun, startServer, type ServerProcess } from '../test/processes';

/**
 * `npm run admin` and the other tools as real processes beside a real running server: on the
 * embedded database the server makes the change (over its control socket) and other tools
 * refuse; on PostgreSQL (the server-pg project) every process opens the database itself.
 */
const EMAIL = 'owner@example.com';
let home: Awaited<ReturnType<typeof processHome>> | undefined;
let env: NodeJS.ProcessEnv;
let server: ServerProcess | undefined;

beforeAll(async () => {
  home = await processHome('atelier-admin-', {
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: 'first-password',
  });
  env = home.env;
  server = await startServer(env);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await home?.remove();
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
    if (ON_POSTGRES) expect(admin.stdout).not.toContain('running server');
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
    ON_POSTGRES
      ? 'lets another tool open the PostgreSQL database beside the server'
      : 'makes another tool on the embedded database refuse at once, naming the server',
    async () => {
      const migrate = await npmRun('db:migrate', [], env);
      if (ON_POSTGRES) {
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
