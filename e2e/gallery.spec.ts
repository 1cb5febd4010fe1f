import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

// The gallery (docs/product.md §2): collection filter, the Available switch, 20 a page, and the preview
// collection's gate both ways (password, mailing-list signup) (docs/product.md §4, §5, §8).

async function total(request: APIRequestContext, params: Record<string, string> = {}) {
  const response = await request.get('/api/v1/artworks', { params: { limit: '1', ...params } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

const summary = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ artworks$/);
const filters = (page: Page) => page.getByRole('group', { name: 'Collection' });
const gateHeading = (page: Page) =>
  page.getByRole('heading', { name: 'This collection is private' });

test('pages through the works 20 at a time', async ({ page, request }) => {
  const all = await total(request);
  expect(all, 'the demo seed has more than one page of public works').toBeGreaterThan(20);
  await page.goto('/artwork');
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork' })).toBeVisible();
  await expect(summary(page)).toHaveText(`Showing 1-20 of ${all} artworks`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(20);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/artwork\?page=2$/);
  await expect(summary(page)).toHaveText(`Showing 21-${Math.min(40, all)} of ${all} artworks`);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A new page starts at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(summary(page)).toHaveText(`Showing 1-20 of ${all} artworks`);
});

test('a work opens in the app, from its title or its picture, and back returns to the page', async ({
  page,
}) => {
  await page.goto('/artwork?page=2');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(summary(page)).toBeVisible();
  // Once hydrated (before, a link loads its page as any link does), a mark on the window
  // survives only navigations made in the app, not a new document.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const title = card.getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await title.textContent())!;
  await title.click();
  await expect(page).toHaveURL(/\/artwork\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/artwork\?page=2$/);
  await expect(summary(page)).toHaveText(/^Showing 21-/);
  // The picture is a link too (out of the tab order: the title is the one to tab to).
  await card.locator('a[aria-hidden="true"]').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});

test('filters by collection and by availability, kept in the URL', async ({ page, request }) => {
  const landscapes = await total(request, { collection: 'Landscapes' });
  const availableLandscapes = await total(request, {
    collection: 'Landscapes',
    availability: 'available',
  });
  expect(availableLandscapes).toBeLessThan(landscapes);

  await page.goto('/artwork');
  await filters(page).getByRole('button', { name: 'Landscapes' }).click();
  await expect(page).toHaveURL(/\?collection=Landscapes$/);
  await expect(filters(page).getByRole('button', { name: 'Landscapes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(summary(page)).toHaveText(
    `Showing 1-${Math.min(20, landscapes)} of ${landscapes} artworks`,
  );

  await page.getByRole('switch', { name: 'Available' }).click();
  await expect(page).toHaveURL(/\?collection=Landscapes&available=true$/);
  await expect(page.getByRole('switch', { name: 'Available' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(summary(page)).toHaveText(
    `Showing 1-${availableLandscapes} of ${availableLandscapes} artworks`,
  );
  await expect(page.getByRole('main').getByText('Sold', { exact: true })).toHaveCount(0);

  // The URL is the state: a reload keeps both filters.
  await page.reload();
  await expect(summary(page)).toHaveText(
    `Showing 1-${availableLandscapes} of ${availableLandscapes} artworks`,
  );
  await filters(page).getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/artwork\?available=true$/);
});

test('an unknown collection says it is empty', async ({ page }) => {
  await page.goto('/artwork?collection=Seascapes');
  await expect(page.getByText('No artworks found in Seascapes collection.')).toBeVisible();
});

test('the preview gate refuses a wrong password and opens with the right one', async ({ page }) => {
  await page.goto('/artwork');
  await filters(page).getByRole('button', { name: 'Preview' }).click();
  await expect(gateHeading(page)).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true }).and(page.locator('input'));
  const submit = page.getByRole('button', { name: 'View the preview' });

  await submit.click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await password.fill('wrong-password');
  await submit.click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoSeriousViolations(page, 'gate with an error');

  await password.fill('preview2026');
  await submit.click();
  await expect(page.getByText('Access granted!')).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1-\d+ of \d+ artworks$/);
  await expect(gateHeading(page)).toHaveCount(0);
  const grant = await page.evaluate(() => [
    sessionStorage.getItem('preview_access'),
    sessionStorage.getItem('preview_access_granted_at'),
  ]);
  expect(grant[0]).toBeTruthy();
  expect(Number(grant[1])).toBeGreaterThan(0);

  // The grant lives for the session: a reload keeps the works open.
  await page.reload();
  await expect(summary(page)).toBeVisible();
  await expect(gateHeading(page)).toHaveCount(0);
});

test('joining the mailing list from the gate opens the preview page', async ({ page }) => {
  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Join' }).click();
  const join = page.getByRole('button', { name: 'Join and view' });
  await join.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await join.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(`preview-${Date.now()}@example.com`);
  await page.getByLabel(/First name/).fill('Ana');
  await join.click();
  await expect(page.getByText('Welcome! Check your email for the password.')).toBeVisible();
  await expect(page.getByText(/Your access lasts until/)).toBeVisible();
  await expect(summary(page)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('an expired grant is removed and the gate returns', async ({ page }) => {
  await page.goto('/artwork');
  await page.evaluate(() => {
    sessionStorage.setItem('preview_access', 'stale-token');
    sessionStorage.setItem('preview_access_granted_at', String(Date.now() - 25 * 60 * 60 * 1000));
  });
  await filters(page).getByRole('button', { name: 'Preview' }).click();
  await expect(gateHeading(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('preview_access'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('preview_access_granted_at'))).toBeNull();
});

test('the collections page leads into the gallery', async ({ page, request }) => {
  const landscapes = await total(request, { collection: 'Landscapes' });
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByText(`${landscapes} works`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Landscapes' }).click();
  await expect(page).toHaveURL(/\/artwork\?collection=Landscapes$/);
  await expect(summary(page)).toContainText(`of ${landscapes} artworks`);
});

test('the gallery on a phone shows one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/artwork');
  await expect(summary(page)).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  const [a, b] = [await titles.nth(0).boundingBox(), await titles.nth(1).boundingBox()];
  expect(a!.x).toBe(b!.x);
  expect(b!.y).toBeGreaterThan(a!.y);
});
