import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { upsertAdmin } from '../modules/auth/auth.service';
import { createTestDatabase } from './test-database';

export const ADMIN = { email: 'artist@example.com', password: 'correct horse battery staple' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Bearer token of a signed-in admin. */
  token: string;
  /** Headers that authenticate as the admin. */
  auth: Record<string, string>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** A request with the admin's headers: `t.admin('PUT', '/api/v1/settings/x', { value })`. */
  admin(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fully built app on a fresh database and a temporary DATA_DIR, with an admin signed in. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    startWorkers: false,
    ...overrides,
  };
  const app = await buildApp(config, { database, ...opts });
  await app.ready();
  await upsertAdmin(app.db, ADMIN.email, ADMIN.password, { resetPassword: false });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
  const token = login.json().data.token.token as string;
  const handle: TestApp = {
    app,
    database,
    config,
    token,
    auth: { authorization: `Bearer ${token}` },
    inject: (opts) => app.inject(opts),
    // A method: `this.auth` is the handle's current headers, also once a test has replaced them.
    admin(method, url, payload) {
      return app.inject({
        method,
        url,
        headers: this.auth,
        ...(payload === undefined ? {} : { payload }),
      });
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/**
 * The app a test file (or a describe block) shares: built before its first test, closed after
 * its last. The handle is filled in by the first `beforeAll`, so a later `beforeAll` of the file
 * (which runs after it) and every test can use it; nothing may read it while the file loads.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  // `close` is missing when building the app failed: that error is the one to report.
  afterAll(() => t.close?.());
  return t;
}
