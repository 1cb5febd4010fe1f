import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The admin's blog (issue "The admin area", item 5): writing, scheduling, publishing and the
// public blog (docs/product.md §4: only published posts are public; scheduled ones once their time comes).

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A datetime-local value `days` from now at 09:30 in the browser's (the artist's) time zone. */
function localInput(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

/** A small solid-colour PNG made here, so the upload needs no file in the repository. */
function png(width: number, height: number): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([138, 75, 47])),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signed-out visitor: the admin's token would show drafts on /blog/{slug}. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The visitor finds the post neither in the blog's list nor at its own address. */
async function expectOffTheBlog(reader: Page, title: string, slug: string) {
  await reader.goto('/blog');
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByText('Post Not Found')).toBeVisible();
}

async function writePost(page: Page, title: string) {
  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill('Fog on the harbour, and how it swallows the far shore.');
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('The fog came in at noon and the far shore went grey, then white.');
  await page.getByRole('checkbox', { name: 'Process' }).check();
}

test('a post scheduled for tomorrow stays off the blog until it is published now', async ({
  adminPage: page,
  browser,
}) => {
  // A journey of two: the artist schedules and publishes, a reader looks twice.
  test.setTimeout(45_000);
  const title = `Harbour Fog ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, '-');
  await writePost(page, title);
  await expect(page.getByLabel('Web address')).toHaveValue(slug);
  await page.getByLabel('Publish on').fill(localInput(1));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(`“${title}” is scheduled for`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  const reader = await visitor(browser);
  await expectOffTheBlog(reader, title, slug);

  await page.goto('/admin/blog/schedule');
  await page.getByRole('button', { name: `Publish “${title}” now` }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish now?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expect(page.getByText(`“${title}” is published`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Publish “${title}” now` })).toHaveCount(0);

  // The same visitor, back on the blog: the browser revalidates its copy of the list (the API
  // lets only CDNs serve a stale one), so the post is there at once.
  await reader.goto('/blog');
  await reader.getByRole('link', { name: title }).first().click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('The fog came in at noon')).toBeVisible();
  await reader.context().close();
});

test('a draft never shows on the blog', async ({ adminPage: page, browser }) => {
  // A journey of two: the artist saves a draft, a reader looks for it.
  test.setTimeout(45_000);
  const title = `Unfinished Thoughts ${unique()}`;
  await writePost(page, title);
  const slug = await page.getByLabel('Web address').inputValue();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/);

  await page.goto('/admin/blog?status=draft');
  await expect(page.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();

  const reader = await visitor(browser);
  await expectOffTheBlog(reader, title, slug);
  await reader.context().close();
});

test('a slug in use is refused on the slug field', async ({ adminPage: page, adminRequest }) => {
  const taken = (await (await adminRequest.get('/api/v1/blog/posts?limit=1')).json()).data[0].slug;
  await page.goto('/admin/blog/new');
  await page.getByLabel('Title', { exact: true }).fill(`Another ${unique()}`);
  await page.getByLabel('Web address').fill(taken);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Web address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This web address is already in use')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
});

test('an image uploaded into the text is kept and shown on the published post', async ({
  adminPage: page,
  browser,
}) => {
  // A journey of two: the artist uploads into the text and publishes, a reader opens it.
  test.setTimeout(45_000);
  const title = `Colour Notes ${unique()}`;
  await writePost(page, title);
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByLabel('Image file').setInputFiles({
    name: 'swatch.png',
    mimeType: 'image/png',
    buffer: png(640, 480),
  });
  await page.getByLabel('Description (alt text)').fill('A swatch of burnt sienna');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByRole('textbox', { name: 'Text' }).getByRole('img')).toHaveAttribute(
    'alt',
    'A swatch of burnt sienna',
  );
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`“${title}” is published`)).toBeVisible();

  const reader = await visitor(browser);
  await reader.goto('/blog');
  await reader.getByRole('link', { name: title }).first().click();
  const image = reader.getByRole('img', { name: 'A swatch of burnt sienna' });
  await expect(image).toBeVisible();
  // The sanitiser kept it and the stored variant loads.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await reader.context().close();
});

// One test a screen: each scan takes seconds.
for (const path of ['/admin/blog', '/admin/blog/new', '/admin/blog/schedule']) {
  test(`${path} has no serious accessibility violations`, async ({ adminPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, path);
  });
}
