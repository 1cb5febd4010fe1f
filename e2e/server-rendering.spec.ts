import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Public pages arrive rendered by the server and are hydrated by the browser (decision 016):
// they read without JavaScript, and with it the browser takes the server's HTML over as is.
// A hydration mismatch is a React error in the console (production React reports #418/#419
// and renders the page again), so every page is loaded with the console watched.

async function serverRenderedPaths(request: APIRequestContext) {
  const artworks = await (await request.get('/api/v1/artworks?limit=1')).json();
  const posts = await (await request.get('/api/v1/blog/posts?limit=1')).json();
  return [
    '/',
    '/about',
    '/artwork',
    `/artwork/${artworks.data[0].id}`,
    '/collections',
    '/contact',
    '/blog',
    `/blog/${posts.data[0].slug}`,
    '/cv',
  ];
}

/** Console errors and uncaught exceptions of a page from now on. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each public page is in the HTML the server sends, and hydrates without a mismatch', async ({
  page,
  request,
}) => {
  // Every public page in turn (the list comes from the server's own data).
  test.setTimeout(45_000);
  for (const path of await serverRenderedPaths(request)) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} is server-rendered`).toMatch(
      /<div id="root"[^>]*><div[\s\S]*<main[\s\S]*<h1/,
    );

    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Hydrated: the root's mark is gone, so its controls take clicks.
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    expect(errors, `${path}: console errors while hydrating`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

/**
 * The admin token lives in localStorage, which is safe only while no script can be injected:
 * every page allows its own scripts alone, and runs none written into the HTML (JSON data
 * islands are not scripts). A looser policy or an inline script fails here.
 */
test('every page runs only the site’s own script files, under a policy that allows no other', async ({
  request,
}) => {
  for (const path of [...(await serverRenderedPaths(request)), '/admin', '/mailing-list']) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.trim();
    expect(scriptSrc, `${path}: script-src`).toBe("'self'");
    expect(policy, path).toMatch(/(?:^|;)\s*script-src-attr 'none'/);
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
    const html = await res.text();
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
      const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
      const type = /\stype="([^"]*)"/.exec(tag)?.[1];
      if (src) expect(src, `${path}: ${tag}`).toMatch(/^\/(?!\/)/);
      else expect(type, `${path}: an inline script ${tag}`).toMatch(/^application\/(ld\+)?json$/);
    }
  }
});

test('the cart from an earlier visit shows once the page is hydrated, and the page responds', async ({
  page,
  request,
}) => {
  const { data } = await (
    await request.get('/api/v1/artworks', { params: { availability: 'available', limit: 2 } })
  ).json();
  const [first, second] = data as { id: number; title: string }[];
  await page.goto(`/artwork/${first!.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (1)' })).toBeVisible();

  // A new page load: the server's HTML has no cart (it lives in localStorage).
  const errors = watchErrors(page);
  await page.goto(`/artwork/${second!.id}`);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // Event handlers are attached: adding opens the cart panel with both works.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (2)' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Whether a face of the display font is loaded and used by the page. */
const displayFontLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Cormorant Garamond') && face.status === 'loaded',
    ),
  );

test('an artwork page paints with its main image before its fonts and its app load (decision 036)', async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/v1/artworks?limit=1')).json();
  await page.goto(`/artwork/${data[0].id}`);
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
  await expect.poll(() => displayFontLoaded(page)).toBe(true);
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const main = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!;
    const start = (pattern: RegExp) =>
      Math.min(...resources.filter((r) => pattern.test(r.name)).map((r) => r.startTime));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      image: resources.find((r) => r.name === main.currentSrc)!.responseEnd,
      fonts: start(/\/assets\/fonts-[\w-]+\.css$/),
      app: start(/\/assets\/index-[\w-]+\.js$/),
    };
  });
  expect(Number.isFinite(timing.fonts) && Number.isFinite(timing.app)).toBe(true);
  expect(timing.fonts).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.fonts).toBeGreaterThanOrEqual(timing.image);
  expect(timing.app).toBeGreaterThanOrEqual(timing.fonts);
  // boot.js adds the faces once they are all loaded, so the page is laid out again once, in the
  // web fonts; a stylesheet would declare them first and lay it out in the fallback faces too.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].map((face) => face.status)))
    .toEqual(expect.arrayContaining(['loaded']));
  const statuses = await page.evaluate(() => [...document.fonts].map((face) => face.status));
  expect(statuses.every((status) => status === 'loaded')).toBe(true);
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  // One column: every lazy image is below the main one (the hold is for phones, index.css).
  test.use({ viewport: { width: 412, height: 823 } });

  test("an artwork page's lazy images wait until it has painted with its main image", async ({
    page,
    request,
  }) => {
    const { data } = await (await request.get('/api/v1/artworks?limit=1')).json();
    await page.goto(`/artwork/${data[0].id}`);
    // The related works below the painting: lazy, and near enough for the browser to load them.
    const lazy = page.locator('main img[loading="lazy"]').first();
    await expect
      .poll(() => lazy.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const main = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!;
      const lazySources = new Set(
        [...document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')].map(
          (img) => img.currentSrc,
        ),
      );
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        image: resources.find((r) => r.name === main.currentSrc)!.responseEnd,
        lazy: Math.min(...resources.filter((r) => lazySources.has(r.name)).map((r) => r.startTime)),
      };
    });
    expect(Number.isFinite(timing.lazy)).toBe(true);
    expect(timing.lazy).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.lazy).toBeGreaterThanOrEqual(timing.image);
    await expect(page.locator('html[data-first-paint]')).toHaveCount(0);
  });

  test('without boot.js, the lazy images are held 3 s at most, then load', async ({
    page,
    request,
  }) => {
    const { data } = await (await request.get('/api/v1/artworks?limit=1')).json();
    await page.route('**/boot.js', (route) => route.abort());
    await page.goto(`/artwork/${data[0].id}`);
    // Nothing took the server's mark away, so the stylesheet's hold is what ends.
    await expect(page.locator('html[data-first-paint]')).toHaveCount(1);
    const lazy = page.locator('main img[loading="lazy"]').first();
    await expect
      .poll(() => lazy.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const requested = await lazy.evaluate((img: HTMLImageElement) => {
      const entry = performance.getEntriesByType('resource').find((r) => r.name === img.currentSrc);
      return entry!.startTime;
    });
    // Held: not requested with the page, but once the hold's 3 s were over, and not much later
    // (the page's own clock, from its navigation, not the test runner's).
    expect(requested).toBeGreaterThanOrEqual(2_900);
    expect(requested).toBeLessThan(6_000);
  });
});

test('on a wide screen, where a row has several paintings, lazy images are not held', async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/v1/artworks?limit=1')).json();
  // Even without boot.js to take the mark away: the hold is for one column only.
  await page.route('**/boot.js', (route) => route.abort());
  await page.goto(`/artwork/${data[0].id}`);
  await expect(page.locator('html[data-first-paint]')).toHaveCount(1);
  const lazy = page.locator('main img[loading="lazy"]').first();
  await expect
    .poll(() => lazy.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const requested = await lazy.evaluate((img: HTMLImageElement) => {
    const entry = performance.getEntriesByType('resource').find((r) => r.name === img.currentSrc);
    return entry!.startTime;
  });
  expect(requested).toBeLessThan(2_900);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a server-rendered page has its web fonts', async ({ page }) => {
    await page.goto('/about');
    await expect.poll(() => displayFontLoaded(page)).toBe(true);
  });

  test('an artwork page shows its title, main image and details', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/artworks?limit=1')).json();
    const artwork = data[0] as { id: number; title: string };
    await page.goto(`/artwork/${artwork.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    const image = page.locator('main img[fetchpriority="high"]');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('srcset', /\d+w/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('the blog lists its posts and a post reads in full', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/blog/posts?limit=1')).json();
    const post = data[0] as { slug: string; title: string };
    await page.goto('/blog');
    const link = page.getByRole('link', { name: post.title }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });
});
