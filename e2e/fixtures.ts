import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { copySnapshot, E2E_ADMIN, E2E_SERVER_ENV } from './e2e-server';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Every spec imports `test` from here (decision 039).
 *
 * Each Playwright worker has a production server of its own (`server`), started from a copy of
 * the seeded demo snapshot (global-setup.ts) on its own port: specs that reorder, hide or sell
 * works never see another worker's changes. `baseURL` is that server's, so `page`, `request`
 * and the admin fixtures below all talk to it. A spec that needs the server started otherwise
 * sets `test.use({ serverEnv: { ... } })`: its tests then run in a worker of their own.
 *
 * Admin fixtures. Each test signs in once through POST /api/v1/auth/login (the server throttles
 * failed logins only, so this costs nothing) and its fixtures share that token; a test that
 * signs every session out (a password reset) cannot break the next one:
 * - adminPage: a page whose localStorage holds the token as 'auth_token' before any script
 *   runs, so it opens admin pages signed in. (The token comes back on every navigation: test
 *   logging out through the UI with `page` and `loginThroughUi` instead.)
 * - adminRequest: API calls as the admin (arrange or restore data around a test).
 */
interface TestFixtures {
  adminToken: string;
  adminPage: Page;
  adminRequest: APIRequestContext;
}

interface WorkerFixtures {
  /** Environment of this worker's server, over E2E_SERVER_ENV. */
  serverEnv: Record<string, string>;
  server: OwnServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],

  server: [
    async ({ serverEnv }, use) => {
      const server = await startOwnServer(
        { ...E2E_SERVER_ENV, ...serverEnv },
        { prepare: copySnapshot },
      );
      // Without SMTP_URL the server writes its emails to DATA_DIR/mail; mail.ts reads them there.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ server }, use) => use(server.baseUrl),

  adminToken: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
    expect(response.ok(), `admin login failed: ${response.status()}`).toBe(true);
    const token = (await response.json()).data.token.token as string;
    await request.dispose();
    await use(token);
  },

  adminPage: async ({ page, adminToken }, use) => {
    await page.addInitScript(
      (token) => window.localStorage.setItem('auth_token', token),
      adminToken,
    );
    await use(page);
  },

  adminRequest: async ({ playwright, adminToken, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${adminToken}` },
    });
    await use(request);
    await request.dispose();
  },
});

/** Signs in through /admin/login as the e2e admin; the page ends on the dashboard (or ?redirect). */
export async function loginThroughUi(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expect, E2E_ADMIN };
