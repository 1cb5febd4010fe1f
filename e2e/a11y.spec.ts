import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations as scan } from './axe';

// An axe scan (e2e/axe.ts) of every public page and of the open overlays. A serious
// or critical violation fails the test and is printed with the elements it was found on.

/**
 * Waits until the page has its heading, is hydrated, and has no skeleton, spinner or pending
 * request left. Hydration first: a server-rendered page starts its app after the first paint,
 * and what loads after the app (the contact form's chunk, say) is asked for only then, so on a
 * busy machine the network could look idle before the app had run at all.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
}

async function firstPath<T>(request: APIRequestContext, api: string, toPath: (row: T) => string) {
  const { data } = (await (await request.get(api)).json()) as { data: T[] };
  expect(data.length, `${api} returns demo content`).toBeGreaterThan(0);
  return toPath(data[0]!);
}

const STATIC_PAGES = [
  '/',
  '/about',
  '/artwork',
  '/collections',
  '/contact',
  '/mailing-list',
  '/preview',
  '/blog',
  '/cv',
  '/checkout',
  '/checkout/success',
  '/no-such-page',
];

for (const path of STATIC_PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 }), 'exactly one h1').toHaveCount(1);
    await scan(page, path);
  });
}

/** Pages of demo content: the first of an API list, at the path the site gives it. */
type Row = { id?: number; slug?: string };
const CONTENT_PAGES: { name: string; api: string; toPath: (row: Row) => string }[] = [
  {
    name: 'an artwork page',
    api: '/api/v1/artworks?limit=1',
    toPath: (row) => `/artwork/${row.id}`,
  },
  {
    name: 'a blog post',
    api: '/api/v1/blog/posts?limit=1&status=published',
    toPath: (row) => `/blog/${row.slug}`,
  },
];

for (const { name, api, toPath } of CONTENT_PAGES) {
  test(`${name} has no serious accessibility violations`, async ({ page, request }) => {
    const path = await firstPath(request, api, toPath);
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await scan(page, path);
  });
}

test('the contact form showing its errors has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await scan(page, '/contact with errors');
});

test('the open cart panel has no serious accessibility violations', async ({ page, request }) => {
  const { data } = await (
    await request.get('/api/v1/artworks?availability=available&limit=1')
  ).json();
  await page.goto(`/artwork/${data[0].id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (1)' })).toBeVisible();
  // Colours are measured at rest: once the 300 ms slide and fade (CSS transitions) have ended.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  await scan(page, 'open cart panel');
});

test('the open mobile menu at 390 px has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await settle(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await scan(page, 'open mobile menu');
});

// One test a page: each scan takes seconds.
for (const path of ['/', '/about', '/contact', '/artwork']) {
  test(`${path} at 390 px has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await settle(page);
    await scan(page, `${path} at 390 px`);
  });
}
