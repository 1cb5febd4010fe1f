import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mail';

// The newsletter composer at a desktop's and a phone's width, the sent issue's report and its
// archive page, and the end of a blog post (issue 44, decision 049). Screenshots of each
// screen go to the test's output folder.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The page scrolls sideways when its content is wider than the window. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

/** Every image inside `scope` has arrived (a refused one has no natural width). */
const expectImagesLoaded = async (images: Locator) => {
  await expect(images.first()).toBeVisible();
  for (const image of await images.all())
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A public work with a picture, to look for by a word of its title. */
async function aWorkWithPicture(request: APIRequestContext) {
  const res = await request.get('/api/v1/artworks', { params: { limit: 20 } });
  const works = (await res.json()).data as { title: string; primary_image_url: string | null }[];
  const work = works.find((w) => w.primary_image_url && w.title.split(' ').length > 1);
  expect(work, 'a demo work with a picture').toBeTruthy();
  return work!;
}

/** Opens the card dialog, searches by the last word of the title and picks the work. */
async function insertCard(page: Page, title: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Artwork card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an artwork card' });
  const search = dialog.getByLabel('Search by title');
  await expect(search).toBeFocused();
  await search.fill(title.split(' ').at(-1)!);
  const choice = dialog.getByRole('button', { name: new RegExp(title) });
  await expectImagesLoaded(choice.locator('img'));
  if (screenshot) {
    await expectNoSeriousViolations(page, 'card dialog', { iframes: false });
    await shot(page, screenshot);
  }
  await choice.click();
  await expect(dialog).toBeHidden();
  const card = page.locator('.ProseMirror [data-card="artwork"]');
  await expect(card).toContainText(title);
  await expectImagesLoaded(card.locator('img'));
  return card;
}

test('composes at 1280 px: a wide writing column, one toolbar row, a card found by search', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const work = await aWorkWithPicture(request);
  await page.goto('/admin/newsletter/new');
  await page.getByLabel('Subject').fill('New paintings from the coast');

  const editor = page.locator('.rich-text-editor');
  expect((await editor.boundingBox())!.width).toBeGreaterThanOrEqual(480);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  expect((await toolbar.boundingBox())!.height).toBeLessThan(48);
  await page.getByRole('button', { name: 'Blog post card' }).hover();
  await expect(page.getByText('Blog post card', { exact: true })).toBeVisible();

  const card = await insertCard(page, work.title, 'card-dialog-1280');
  await expect(card).toContainText(/\$[\d,]+|Sold/);
  // The preview sits beside the text, its images from this address.
  const preview = page.frameLocator('iframe[title^="Email preview"]');
  await expect(preview.getByText(work.title).first()).toBeVisible();
  await expectImagesLoaded(preview.locator('img'));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'composer at 1280', { iframes: false });
  await shot(page, 'composer-1280');
});

test('composes at 390 px with the preview behind a tab and no sideways scrolling', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const work = await aWorkWithPicture(request);
  await page.goto('/admin/newsletter/new');
  await page.getByLabel('Subject').fill('From the studio');
  await expectNoSidewaysScroll(page);
  await insertCard(page, work.title, 'card-dialog-390');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'composer at 390', { iframes: false });
  await shot(page, 'composer-390-write');

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByLabel('Subject')).toBeHidden();
  const preview = page.frameLocator('iframe[title^="Email preview"]');
  await expect(preview.getByText(work.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Desktop' }).click();
  await expect(page.getByText(/Shown at \d+% to fit/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'composer preview at 390', { iframes: false });
  await shot(page, 'composer-390-preview');
});

test('the preview shows its images when the admin is opened at another address', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  // The server's PUBLIC_URL is its 127.0.0.1 address; "localhost" is the same server by name.
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  const work = await aWorkWithPicture(request);
  await page.goto(`${other}/admin/newsletter/new`);
  await page.getByLabel('Subject').fill('Seen from elsewhere');
  await insertCard(page, work.title);
  const preview = page.frameLocator('iframe[title^="Email preview"]');
  await expect(preview.getByText(work.title).first()).toBeVisible();
  await expectImagesLoaded(preview.locator('img'));
});

/** A confirmed subscriber, so an issue has someone to go to. */
async function confirmedReader(request: APIRequestContext) {
  const email = `composer.${Date.now()}@example.com`;
  const res = await request.post('/api/v1/newsletter/subscribe', {
    data: { email, first_name: 'Ada', source: 'mailing-list' },
  });
  expect(res.ok()).toBe(true);
  const link = linkIn(await waitForEmail('newsletter_confirm', { to: email }), /\?verify=/);
  const token = new URL(link, 'http://site').searchParams.get('verify');
  expect((await request.post('/api/v1/newsletter/verify', { data: { token } })).ok()).toBe(true);
}

test('a sent issue shows what was sent and links to its archive page, whose images load', async ({
  adminPage: page,
  adminRequest,
  request,
  baseURL,
}) => {
  await confirmedReader(request);
  const work = (await (await request.get('/api/v1/artworks', { params: { limit: 5 } })).json())
    .data[0] as { id: number; title: string };
  const created = await adminRequest.post('/api/v1/admin/newsletter/issues', {
    data: {
      subject: `Studio letter ${Date.now()}`,
      publish_on_web: true,
      body_html: `<p>New this month:</p><div data-card="artwork" data-id="${work.id}"></div>`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const issue = (await created.json()).data as { id: number; subject: string };
  expect((await adminRequest.post(`/api/v1/admin/newsletter/issues/${issue.id}/send`)).ok()).toBe(
    true,
  );
  await expect
    .poll(
      async () =>
        (await (await adminRequest.get(`/api/v1/admin/newsletter/issues/${issue.id}`)).json()).data
          .status,
      { timeout: 30_000 },
    )
    .toBe('sent');

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`/admin/newsletter/${issue.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: issue.subject })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What was sent' })).toBeVisible();
    const copy = page.frameLocator('iframe[title^="Email preview"]');
    await expect(copy.getByText(work.title).first()).toBeVisible();
    await expectImagesLoaded(copy.locator('img'));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, `sent issue at ${size.width}`, { iframes: false });
    await shot(page, `report-${size.width}`);
  }

  const link = page.getByRole('link', { name: /Read it on the website/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/mailing-list\/[\w-]+$/);
  // The archive page, opened at another address than PUBLIC_URL too, shows the work's picture.
  for (const origin of [baseURL!, baseURL!.replace('127.0.0.1', 'localhost')]) {
    await page.goto(`${origin}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: issue.subject })).toBeVisible();
    await expectImagesLoaded(page.getByRole('main').locator('article img'));
  }
  await expectNoSidewaysScroll(page);
  await shot(page, 'archive-390');
});

test('a blog post ends with one call to action', async ({ page, request }) => {
  const posts = await request.get('/api/v1/blog/posts', { params: { status: 'published' } });
  const { slug } = (await posts.json()).data[0] as { slug: string };
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The related posts come after hydration; their "View All Posts →" is a text link.
    await expect(page.getByRole('heading', { name: 'Related Posts' })).toBeVisible();
    const end = page.getByRole('navigation', { name: 'More from the blog' });
    await expect(end.getByRole('link', { name: 'All Posts', exact: true })).toBeVisible();
    // A call to action looks like a button: a filled or outlined box, not a text link.
    const buttons = await page.evaluate(() => {
      const article = document.querySelector('main article');
      return [...document.querySelectorAll('main a, main button')]
        .filter((el) => article?.compareDocumentPosition(el) === Node.DOCUMENT_POSITION_FOLLOWING)
        .filter((el) => {
          const style = getComputedStyle(el);
          const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
          return filled || parseFloat(style.borderTopWidth) > 0;
        })
        .map((el) => el.textContent?.trim());
    });
    expect(buttons).toEqual(['Get in Touch']);
    await expectNoSidewaysScroll(page);
    await shot(page, `post-end-${size.width}`);
  }
});
