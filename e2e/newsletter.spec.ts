import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mail';

// Signups count against the server's per-address throttle (10 per 10 minutes): two here.

const footerForm = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Join the mailing list' });

/** The link of the last `kind` email to `to` that leads to /mailing-list?verify= or ?unsubscribe=. */
const emailLink = async (to: string, kind: string, param: 'verify' | 'unsubscribe') =>
  linkIn(await waitForEmail(kind, { to }), new RegExp(`^/mailing-list\\?${param}=`));

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

  // The confirmation email's link asks for a press: opening it (a mail scanner does) is not
  // consent.
  await page.goto(await emailLink(email, 'newsletter_confirm', 'verify'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Confirm my subscription' }).click();
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
  await page.getByRole('main').getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link did not work' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/invalid|expired/i);

  await page.goto('/mailing-list?unsubscribe=not-a-real-token');
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/invalid/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
});
