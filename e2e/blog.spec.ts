import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

interface ApiPost {
  slug: string;
  title: string;
  status: string;
  video_url: string | null;
  categories: { name: string; slug: string }[];
}

/** Every published post, as the API lists them to a visitor. */
async function publishedPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const response = await request.get('/api/v1/blog/posts?limit=100');
  expect(response.ok()).toBe(true);
  return (await response.json()).data as ApiPost[];
}

const cards = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

test('lists 9 published posts a page, with a second page, and never drafts or scheduled posts', async ({
  page,
  request,
}) => {
  const published = await publishedPosts(request);
  expect(published.length).toBeGreaterThan(9);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  const first = await cardTitles(page);
  await expectNoSeriousViolations(page, '/blog');

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards(page)).toHaveCount(published.length - 9);
  await expect(pagination.getByText('2')).toHaveAttribute('aria-current', 'page');
  const listed = [...first, ...(await cardTitles(page))];
  expect(listed.sort()).toEqual(published.map((p) => p.title).sort());
  // The demo's scheduled (future) and draft posts stay out of the public blog.
  expect(listed).not.toContain('Preview: The Fog Paintings');
  expect(listed).not.toContain('Notes Toward an Artist Statement');

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(9);
});

test('filters by category with the counts on the buttons', async ({ page, request }) => {
  const published = await publishedPosts(request);
  const inExhibitions = published.filter((p) => p.categories.some((c) => c.slug === 'exhibitions'));
  await page.goto('/blog');
  await page.getByRole('button', { name: `Exhibitions (${inExhibitions.length})` }).click();
  await expect(page).toHaveURL(/\/blog\?category=exhibitions$/);
  await expect(page.getByRole('button', { name: /^Exhibitions/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(inExhibitions.length);
  expect((await cardTitles(page)).sort()).toEqual(inExhibitions.map((p) => p.title).sort());
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(9);
});

test('opens a post with its date, categories, artist, video, related posts and links', async ({
  page,
  request,
}) => {
  const post = (await publishedPosts(request)).find((p) => p.video_url && p.categories.length > 0);
  if (!post) throw new Error('The demo content has a published post with a video');
  await page.goto('/blog');
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));

  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} | Elena Marsh`);
  await expect(article.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(article.getByText(/\d+ min read/)).toBeVisible();
  for (const category of post.categories) {
    await expect(article.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/blog?category=${category.slug}`,
    );
  }
  await expect(article.getByText('Artist', { exact: true })).toBeVisible();
  await expect(page.getByTitle(`Video: ${post.title}`)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );

  const related = page.getByRole('region', { name: 'Related Posts' });
  await expect(related).toBeVisible();
  const relatedLinks = related.getByRole('listitem').getByRole('link');
  expect(await relatedLinks.count()).toBeGreaterThan(0);
  expect(await relatedLinks.count()).toBeLessThanOrEqual(3);
  await expect(related.getByRole('listitem').getByRole('link', { name: post.title })).toHaveCount(
    0,
  );
  await expect(related.getByText(/ago$/).first()).toBeVisible();
  await expect(related.getByRole('link', { name: 'View All Posts →' })).toHaveAttribute(
    'href',
    '/blog',
  );
  await expect(page.getByRole('link', { name: 'All Posts', exact: true })).toHaveAttribute(
    'href',
    '/blog',
  );
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoSeriousViolations(page, 'a post');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/Link copied to clipboard!|Failed to copy link/)).toBeVisible();

  const next = relatedLinks.first();
  const nextTitle = await next.textContent();
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextTitle ?? '' })).toBeVisible();
});

test('shows "Post Not Found" for unknown and unpublished posts', async ({ page }) => {
  for (const slug of [
    'no-such-post',
    'preview-the-fog-paintings',
    'notes-toward-an-artist-statement',
  ]) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  }
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
