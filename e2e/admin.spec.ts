import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { E2E_ADMIN, expect, loginThroughUi, test } from './fixtures';

// The admin area (docs/product.md §2 admin routes, §4 Auth, §8): signing in and out, the guard, settings
// reaching the public site, the subscriber export and the contact inbox.

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const authToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

test('logs in and out through the screens', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Sign in · Admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  expect(await authToken(page)).toBeNull();

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Login successful')).toBeVisible();
  expect(await authToken(page)).toBeTruthy();
  // Admin pages stay out of search engines (the server may add its own robots tag too).
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
  expect(robots.length).toBeGreaterThan(0);
  expect(robots.every((content) => content.includes('noindex'))).toBe(true);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await authToken(page)).toBeNull();
  // The session is over: the guard sends the admin back to the login page.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fdashboard$/);
});

test('the guard sends a signed-out visitor to the login page and back to the page asked for', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fsettings$/);
  await loginThroughUi(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The login page was replaced in history: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/admin\/login/);
});

test('a new museum-quality frame cost reaches the artwork page', async ({
  adminPage: page,
  adminRequest,
  request,
}) => {
  const artworks = await (
    await request.get('/api/v1/artworks', { params: { availability: 'available', limit: 1 } })
  ).json();
  const artwork = artworks.data[0] as { id: number };
  const before = (await (await request.get('/api/v1/settings/frame-costs')).json()).data
    .museum_quality as number;
  const next = before + 235;
  try {
    await page.goto('/admin/settings');
    const cost = page.getByLabel('Museum quality frame');
    await expect(cost).toHaveValue(String(before));
    await cost.fill(String(next));
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.goto(`/artwork/${artwork.id}`);
    const framing = page.getByRole('combobox', { name: 'Framing' });
    await expect(framing.locator('option[value="museum-quality"]')).toHaveText(
      `Museum quality (+$${next.toLocaleString('en-US')})`,
    );
  } finally {
    // Other files expect the seeded costs.
    await adminRequest.put('/api/v1/admin/settings/batch', {
      data: { settings: [{ key: 'frame_cost_museum_quality', value: before }] },
    });
  }
});

test('exports subscribers as subscribers-{date}.csv', async ({ adminPage: page }) => {
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export active as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`subscribers-${today()}.csv`);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text.split(/\r?\n/)[0]).toContain('email');
});

test('a message sent from /contact can be read in the inbox', async ({ page, adminPage }) => {
  const name = `Reader ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('reader@example.com');
  await form.getByLabel('Subject').fill('The harbour painting');
  await form.getByLabel('Message').fill('Is the large harbour painting still available?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();

  await adminPage.goto('/admin/inbox');
  const inbox = adminPage.getByRole('region', { name: 'Inbox' });
  const item = inbox.getByRole('link', { name: new RegExp(name) });
  await expect(item).toContainText(`Unread: ${name}`);
  await item.click();
  const reader = adminPage.getByRole('article', { name: 'The harbour painting' });
  await expect(reader.getByText('Is the large harbour painting still available?')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /^mailto:reader@example\.com\?subject=Re%3A%20The%20harbour%20painting/,
  );
  // Opening it marked it read.
  await expect(item).not.toContainText('Unread');
});

test('works on a phone: the menu opens, traps focus and navigates', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  // The whole panel shows, down to its last section and Log out (not clipped by the top bar).
  await expect(menu.getByRole('link', { name: 'Page Content' })).toBeInViewport();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeInViewport();
  // Focus starts inside and wraps around inside (a focus trap).
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // Nothing is wider than the phone: no sideways scrolling of whole pages.
  for (const path of [
    '/admin/dashboard',
    '/admin/settings',
    '/admin/subscribers',
    '/admin/page-content',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test('admin pages have no serious accessibility violations', async ({ adminPage: page }) => {
  // One axe scan per admin screen: ten screens take longer than one test's default.
  test.setTimeout(90_000);
  for (const path of [
    '/admin/dashboard',
    '/admin/settings',
    '/admin/page-content',
    '/admin/page-content?page=about',
    '/admin/subscribers',
    '/admin/inbox',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, path);
  }
});

test('the public entry bundle carries no admin code', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The module script, or on a server-rendered page boot.js's entry and chunks (decision 016).
  const scripts = [...html.matchAll(/\/assets\/[^"\s]+\.js/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    // Strings only admin modules contain: the guard's text, the editor, the settings form.
    for (const marker of [
      'Leave without saving?',
      'ProseMirror',
      'Set new password',
      'Admin unavailable',
    ]) {
      expect(code, `${src} contains "${marker}"`).not.toContain(marker);
    }
  }
});
