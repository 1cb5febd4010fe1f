import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Admin fixtures. The server throttles logins (10 per email per 15 minutes), so each worker
 * signs in once through POST /api/v1/auth/login and its tests share that token:
 * - adminPage: a page whose localStorage holds the token as 'auth_token' before any script
 *   runs, so it opens admin pages signed in. (The token comes back on every navigation: test
 *   logging out through the UI with `page` and `loginThroughUi` instead.)
 * - adminRequest: API calls as the admin (arrange or restore data around a test).
 */
interface TestFixtures {
  adminPage: Page;
  adminRequest: APIRequestContext;
}
interface WorkerFixtures {
  adminToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const response = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
      expect(response.ok(), `admin login failed: ${response.status()}`).toBe(true);
      const token = (await response.json()).data.token.token as string;
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],

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
