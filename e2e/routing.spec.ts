import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/product.md §2: aliases matched on the lowercase path, redirecting with history replace.
const ALIASES: Array<[string, string]> = [
  ['/gallery', '/artwork'],
  ['/paintings', '/artwork'],
  ['/portfolio', '/artwork'],
  ['/shop', '/artwork'],
  ['/store', '/artwork'],
  ['/bio', '/about'],
  ['/artist', '/about'],
  ['/newsletter', '/mailing-list'],
  ['/subscribe', '/mailing-list'],
  ['/contact-me', '/contact'],
  ['/commissions', '/contact'],
  ['/Gallery', '/artwork'],
  ['/BIO/', '/about'],
];

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
}

test.describe('aliases', () => {
  for (const [alias, target] of ALIASES) {
    test(`${alias} redirects to ${target} and replaces the history entry`, async ({ page }) => {
      await openHome(page);
      await page.goto(alias);
      await expect.poll(() => pathOf(page)).toBe(target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Replace, not push: going back skips the alias and lands where the visitor came from.
      await page.goBack();
      await expect.poll(() => pathOf(page)).toBe('/');
    });
  }

  test('an alias keeps its query string', async ({ page }) => {
    await page.goto('/shop?collection=Landscapes');
    await expect.poll(() => pathOf(page)).toBe('/artwork?collection=Landscapes');
  });

  test('an alias followed from inside the app also replaces history', async ({ page }) => {
    await openHome(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/blog');
    // A client-side navigation to an alias, as an old link inside a post would do.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/commissions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => pathOf(page)).toBe('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/blog');
  });
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/cv shows exactly "CV Page (Hidden)"', async ({ page }) => {
  await page.goto('/cv');
  await expect(page.getByRole('main')).toHaveText('CV Page (Hidden)');
});

test('an unknown path shows the not-found page with ways onward', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await main.getByRole('link', { name: 'View Artwork' }).click();
  await expect.poll(() => pathOf(page)).toBe('/artwork');
});

test('a deeper unknown path under a real section is not found either', async ({ page }) => {
  await page.goto('/gallery/extra');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(pathOf(page)).toBe('/gallery/extra');
});
