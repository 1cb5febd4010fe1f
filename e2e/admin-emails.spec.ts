import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

// Emails that fail for good: the dashboard count, the admin list and "Send again", against a
// server of its own whose database holds a failed email (the shared server has no SMTP, so
// its emails never fail). That email is prepared before the server opens the database.

const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'owner@example.com', password: 'emails-e2e-password' };
let dataDir: string;
let server: ChildProcess;
let baseUrl: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-emails-'));
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/test/failed-email-database.ts', dataDir],
    { cwd: path.join(root, 'apps/server'), encoding: 'utf8' },
  );
  expect(prepared.stdout, prepared.stderr).toContain('prepared');

  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const sentFiles = () =>
  readdirSync(path.join(dataDir, 'mail'), { withFileTypes: true })
    .filter((f) => f.name.endsWith('order_confirmation.eml'))
    .map((f) => readFileSync(path.join(dataDir, 'mail', f.name), 'utf8'));

test('the dashboard counts a failed email, the list shows why, and "Send again" delivers it once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const notice = page.getByRole('region', { name: '1 email could not be sent' });
  await expect(notice).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Emails\s*1 not sent$/ })).toBeVisible();
  await notice.getByRole('link', { name: 'Review emails' }).click();

  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page).toHaveTitle('Emails · Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Emails that could not be sent' });
  const row = table.getByRole('row').filter({ hasText: 'collector@example.com' });
  await expect(row).toContainText('Your order A-2001');
  await expect(row).toContainText('Order confirmation');
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(nav.getByRole('link', { name: /^Emails\s*1 not sent$/ })).toHaveAttribute(
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
  await expect(nav.getByRole('link', { name: 'Emails', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/emails, empty');

  // The outbox worker (every 5 s) delivers it: without SMTP, as one .eml file in DATA_DIR/mail.
  await expect.poll(() => sentFiles().length, { timeout: 30_000 }).toBe(1);
  expect(sentFiles()[0]).toMatch(/^Subject: Your order A-2001\r?$/m);
  await page.waitForTimeout(6_000); // a further worker round sends nothing more
  expect(sentFiles()).toHaveLength(1);
});
