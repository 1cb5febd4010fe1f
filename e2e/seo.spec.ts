import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a crawler or a link preview sees: the page as the server sends it, no JavaScript run.
test.use({ javaScriptEnabled: false });

const meta = (page: Page, selector: string, attribute = 'content') =>
  page.locator(selector).first().getAttribute(attribute);

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test('an artwork page carries its title, description, image and structured data without JavaScript', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/v1/artworks?limit=1&availability=available')).json();
  const artwork = list.data[0] as { id: number; title: string; price: number };
  const response = await page.goto(`/artwork/${artwork.id}`);
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(`${artwork.title} | Elena Marsh`);
  expect(await meta(page, 'meta[name="description"]')).toBeTruthy();
  expect(await meta(page, 'meta[property="og:title"]')).toBe(`${artwork.title} | Elena Marsh`);
  expect(await meta(page, 'link[rel="canonical"]', 'href')).toMatch(
    new RegExp(`/artwork/${artwork.id}$`),
  );
  const image = await meta(page, 'meta[property="og:image"]');
  expect(image).toMatch(/^https?:\/\/.+\/uploads\/.+\.webp$/);
  expect((await request.get(new URL(image!).pathname)).ok()).toBe(true);
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

  const [data] = await jsonLd(page);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    name: artwork.title,
    offers: { '@type': 'Offer', price: String(artwork.price), priceCurrency: 'USD' },
  });
  // The main image is preloaded with the candidate its <img> will use.
  expect(await meta(page, 'link[rel="preload"][as="image"]', 'imagesrcset')).toContain('480w');
});

test('a blog post page is described as a BlogPosting and links the feed', async ({
  page,
  request,
}) => {
  const posts = await (await request.get('/api/v1/blog/posts?limit=1')).json();
  const post = posts.data[0] as { slug: string; title: string; excerpt: string | null };
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${post.title} | Elena Marsh`);
  if (post.excerpt) {
    expect(await meta(page, 'meta[name="description"]')).toBe(`${post.excerpt.slice(0, 155)}...`);
  }
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
  expect(await meta(page, 'link[rel="alternate"][type="application/rss+xml"]', 'href')).toMatch(
    /\/blog\/rss\.xml$/,
  );
  const [data] = await jsonLd(page);
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
});

test('home, gallery, blog, about and contact have their own titles and canonical URLs', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/', /Elena Marsh/],
    ['/artwork', 'Artwork | Elena Marsh'],
    ['/blog', 'Blog | Elena Marsh'],
    ['/about', /About Elena Marsh/],
    ['/contact', 'Contact | Elena Marsh'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(title);
    expect(await meta(page, 'link[rel="canonical"]', 'href'), path).toMatch(
      new RegExp(`${path === '/' ? '/' : path}$`),
    );
    expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
  }
});

test('unknown artworks and posts answer 404', async ({ page }) => {
  expect((await page.goto('/artwork/999999'))?.status()).toBe(404);
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  await expect(page).toHaveTitle('Post Not Found | Elena Marsh');
  expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
});

test('crawlers find the sitemap, robots.txt and the blog feed', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/artwork\/\d+<\/loc>/);
  const feed = await request.get('/blog/rss.xml');
  expect(await feed.text()).toContain('<rss version="2.0"');
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the head follows the page after a navigation in the app', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog | Elena Marsh');
    // An in-app navigation: the page is the app's once hydrated (before, a link loads its page).
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page).toHaveTitle('Contact | Elena Marsh');
    expect(await meta(page, 'meta[name="description"]')).toMatch(/^Write to Elena Marsh/);
    // The first page's canonical URL and structured data are gone: they described /blog.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});
