import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { startOwnServer, type OwnServer } from './own-server';

// Emails that fail for good: the dashboard count, the admin list and "Send again", against a
// server of its own whose database holds a failed email (the shared server has no SMTP, so
// its emails never fail). That email is prepared before the server opens the database.

const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'owner@example.com', password: 'emails-e2e-password' };
const METRICS_TOKEN = 'emails-e2e-metrics-token';
let server: OwnServer;

test.beforeAll(async () => {
  // Preparing a database and starting a server of its own takes more than a test's default.
  test.setTimeout(120_000);
  server = await startOwnServer(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, METRICS_TOKEN },
    {
      prepare: (dataDir) => {
        const prepared = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/test/failed-email-database.ts', dataDir],
          { cwd: path.join(root, 'apps/server'), encoding: 'utf8' },
        );
        expect(prepared.stdout, prepared.stderr).toContain('prepared');
      },
    },
  );
});

test.afterAll(() => server?.stop());

// The mail folder appears with the first email written: until then, nothing was sent.
const sentFiles = () => {
  const folder = path.join(server.dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((f) => f.name.endsWith('order_confirmation.eml'))
    .map((f) => readFileSync(path.join(folder, f.name), 'utf8'));
};

/** The outbox's emails of a status, as GET /metrics counts them. */
async function outboxCount(request: APIRequestContext, status: 'pending' | 'failed') {
  const res = await request.get(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const match = new RegExp(`^outbox_${status}_emails (\\d+)$`, 'm').exec(await res.text());
  expect(match, `outbox_${status}_emails in /metrics`).toBeTruthy();
  return Number(match![1]);
}

test('the dashboard counts a failed email, the list shows why, and "Send again" delivers it once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const notice = page.getByRole('region', { name: '1 email could not be sent' });
  await expect(notice).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Emails not sent\s*:\s*1$/ })).toBeVisible();
  await notice.getByRole('link', { name: 'Review emails' }).click();

  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page).toHaveTitle('Emails not sent · Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails not sent' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Emails that could not be sent' });
  const row = table.getByRole('row').filter({ hasText: 'collector@example.com' });
  await expect(row).toContainText('Your order A-2001');
  await expect(row).toContainText('Order confirmation');
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(nav.getByRole('link', { name: /^Emails not sent\s*:\s*1$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousViolations(page, '/admin/emails');

  // Keyboard only: Tab reaches "Send again", Enter sends it.
  const resend = row.getByRole('button', {
    name: 'Send “Your order A-2001” to collector@example.com again',
  });
  for (let i = 0; i < 40 && !(await resend.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(resend).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(
    page.getByText('“Your order A-2001” to collector@example.com will be sent again'),
  ).toBeVisible();
  await expect(page.getByText('Every email was delivered')).toBeVisible();
  // The row is gone: focus stays in the list, not on the page's body.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(nav.getByRole('link', { name: 'Emails not sent', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/emails, empty');

  // The outbox worker delivers it: without SMTP, as one .eml file in DATA_DIR/mail.
  await expect.poll(() => sentFiles().length, { timeout: 30_000 }).toBe(1);
  expect(sentFiles()[0]).toMatch(/^Subject: Your order A-2001\r?$/m);
  // Then it is marked sent: nothing is left for a further worker round to send again.
  await expect.poll(() => outboxCount(request, 'pending')).toBe(0);
  expect(await outboxCount(request, 'failed')).toBe(0);
  expect(sentFiles()).toHaveLength(1);
});
