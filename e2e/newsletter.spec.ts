import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Signups count against the server's per-address throttle (10 per 10 minutes): two here.

const footerForm = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Join the mailing list' });

/** Decodes quoted-printable, the way the .eml files of DATA_DIR/mail are written. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Without SMTP the server writes each email to DATA_DIR/mail (playwright.config sets the
 * folder). Waits for the one of `kind` sent to `to` and returns its link to /mailing-list.
 */
async function emailLink(to: string, kind: string, param: 'verify' | 'unsubscribe') {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(dir).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith(`${kind}.eml`))) {
          const text = decodeQuotedPrintable(await readFile(path.join(dir, file), 'latin1'));
          if (!new RegExp(`^To: ${to}`, 'mi').test(text)) continue;
          link = text.match(new RegExp(`/mailing-list\\?${param}=[^\\s"<>]+`))?.[0];
        }
        return link;
      },
      { timeout: 20_000, message: `a ${kind} email to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

test.describe('footer signup', () => {
  test('rejects an invalid address without calling the server', async ({ page }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/newsletter/subscribe')) called = true;
    });
    await page.goto('/about');
    const form = footerForm(page);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  test("shows the server's message and resets the field", async ({ page }) => {
    await page.goto('/');
    const form = footerForm(page);
    await form.getByLabel('Email address').fill(`footer.${Date.now()}@example.com`);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const { data } = await (await response).json();
    expect(data.message).toBeTruthy();
    await expect(form.getByRole('status')).toHaveText(data.message);
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });
});

test('mailing-list page: subscribe, confirm from the email, then unsubscribe', async ({ page }) => {
  const email = `reader.${Date.now()}@example.com`;
  await page.goto('/mailing-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailing List' })).toBeVisible();
  const form = page.getByRole('main').getByRole('form', { name: 'Subscribe' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('First name').fill('Rea');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const { data } = await (await response).json();
  expect(JSON.parse((await response).request().postData() ?? '{}')).toMatchObject({
    email,
    first_name: 'Rea',
    source: 'mailing-list',
  });
  await expect(form.getByRole('status')).toHaveText(data.message);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');

  // The confirmation email's link confirms the address on arrival.
  await page.goto(await emailLink(email, 'newsletter_confirm', 'verify'));
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();

  // The welcome email carries the unsubscribe link; the page asks before acting.
  await page.goto(await emailLink(email, 'newsletter_welcome', 'unsubscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Subscribe again' }),
  ).toHaveAttribute('href', '/mailing-list');
});

test("mailing-list links with a bad token show the server's error", async ({ page }) => {
  await page.goto('/mailing-list?verify=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link did not work' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/invalid|expired/i);

  await page.goto('/mailing-list?unsubscribe=not-a-real-token');
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/invalid/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
});
