import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The admin's artworks and collections (issue "The admin area", items 3 and 4): a work created
// with an uploaded photo reaches the gallery, the gallery follows a keyboard reorder, and a
// hidden work leaves it. Each test puts the catalogue back as it found it: other files share
// this server.

interface ApiArtwork {
  id: number;
  title: string;
  ordering: number;
  featured: boolean;
}

/**
 * Looks at the public site as a new visitor: a fresh browser context, without the admin's
 * token and without a cache of earlier answers (public API answers may be reused by a
 * browser for a minute while it revalidates them).
 */
async function asVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Titles of the gallery's works at `url`, in order (each card's title is an h2). */
async function galleryTitles(page: Page, url = '/artwork') {
  await page.goto(url);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  return titles.allTextContents();
}

async function publicTotal(request: APIRequestContext) {
  const body = await (await request.get('/api/v1/artworks', { params: { limit: 1 } })).json();
  return body.pagination.total as number;
}

async function allArtworks(adminRequest: APIRequestContext): Promise<ApiArtwork[]> {
  const body = await (
    await adminRequest.get('/api/v1/artworks', { params: { limit: 100, sort: 'ordering' } })
  ).json();
  return body.data as ApiArtwork[];
}

test('creates an artwork with an uploaded photo, sees it in the gallery, then deletes it', async ({
  adminPage: page,
  browser,
  request,
}) => {
  // A journey through the admin, an upload and two visitors' pages.
  test.setTimeout(45_000);
  const title = `Tidewater ${Date.now()}`;
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#5d7a8c' },
  })
    .jpeg()
    .toBuffer();

  await page.goto('/admin/artworks');
  await expect(page.getByRole('table', { name: 'Artworks' })).toBeVisible();
  await page.getByRole('link', { name: 'Add artwork' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New artwork' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Year').fill('2026');
  await page.getByLabel('Material').fill('Oil');
  await page.getByLabel('Substrate').fill('Linen');
  await page.getByLabel('Height (inches)').fill('24');
  await page.getByLabel('Width (inches)').fill('36');
  await page.getByLabel('Price (USD)').fill('2,750');
  await page
    .getByLabel('Upload primary image')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The server's thumbnail replaces the local preview once the upload is stored.
  await expect(page.getByAltText('Preview of the primary image')).toHaveAttribute(
    'src',
    /^\/uploads\/.+thumb/,
    { timeout: 20_000 },
  );
  await page.getByRole('group', { name: 'Collections' }).getByLabel('Landscapes').check();
  await page.getByRole('button', { name: 'Add artwork' }).click();
  await expect(page.getByText(`“${title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/artworks\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(page.url().match(/artworks\/(\d+)\/edit/)?.[1]);

  // New works join the end of the gallery: its last page.
  const lastPage = Math.ceil((await publicTotal(request)) / 20);
  await asVisitor(browser, async (visitor) => {
    const titles = await galleryTitles(
      visitor,
      `/artwork${lastPage > 1 ? `?page=${lastPage}` : ''}`,
    );
    expect(titles).toContain(title);
    const card = visitor.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('$2,750')).toBeVisible();
    // Its picture is the uploaded photo (decorative there: the title link names the work).
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img').first()).toHaveAttribute('src', /\/uploads\//);
    await visitor.goto(`/artwork/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  // Delete it from its edit page, after the confirmation.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete artwork' }).click();
  await expect(page).toHaveURL(/\/admin\/artworks$/);
  await expect(page.getByText(`“${title}” deleted`)).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/artwork/${id}`);
    await expect(visitor.getByText('Artwork not found')).toBeVisible();
  });
});

test('reorders works with the keyboard and the gallery follows', async ({
  adminPage: page,
  adminRequest,
  browser,
}) => {
  // Two browsers and several page loads: a loaded CI machine can pass the default 30 s.
  test.setTimeout(60_000);
  const before = await allArtworks(adminRequest);
  const [first, second] = await asVisitor(browser, (visitor) => galleryTitles(visitor));
  expect(first && second, 'the gallery shows at least two works').toBeTruthy();

  try {
    await page.goto('/admin/artworks/order');
    const list = page.getByRole('list', { name: 'Gallery order' });
    const names = list.getByRole('listitem').locator('p.font-medium');
    await expect(names.first()).toBeVisible();
    const titles = await names.allTextContents();
    const steps = titles.indexOf(second!) - titles.indexOf(first!);
    expect(steps).toBeGreaterThan(0);

    // Pick the second work up, carry it above the first, drop it: keyboard only.
    // Each key waits for dnd-kit to have taken the last one (its announcements say so): a key
    // pressed while it still measures the list is dropped, and the work stays where it was.
    await page.getByRole('button', { name: `Drag ${second}` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Picked up ${second} at`)).toBeAttached();
    const target = titles.indexOf(first!) + 1;
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${second} is over position ${target} of`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${second} dropped at position`)).toBeAttached();
    await expect(page.getByText('Every move is saved at once.')).toBeVisible();
    const moved = await names.allTextContents();
    expect(moved.indexOf(second!)).toBe(moved.indexOf(first!) - 1);

    // A reload shows the stored order, and so does the gallery.
    await page.reload();
    await expect(names.first()).toBeVisible();
    expect(await names.allTextContents()).toEqual(moved);
    const after = await asVisitor(browser, (visitor) => galleryTitles(visitor));
    expect(after.slice(0, 2)).toEqual([second, first]);
  } finally {
    await adminRequest.put('/api/v1/artworks/bulk/reorder', {
      data: { artworks: before.map(({ id, ordering }) => ({ id, ordering })) },
    });
  }
});

test('hides a work with the bulk action and it leaves the gallery', async ({
  adminPage: page,
  adminRequest,
  browser,
}) => {
  // Two browsers and several page loads: a loaded CI machine can pass the default 30 s.
  test.setTimeout(60_000);
  // A work of the gallery's first page that home does not feature, so other pages barely notice.
  const shown = await asVisitor(browser, (visitor) => galleryTitles(visitor));
  const works = await allArtworks(adminRequest);
  const work = works.find((a) => !a.featured && a.title === shown.at(-1));
  expect(work, 'the last work of the first page is not featured').toBeTruthy();
  const { id, title } = work!;

  try {
    await page.goto('/admin/artworks');
    await page.getByLabel('Search artworks').fill(title);
    await expect(page).toHaveURL(/search=/);
    const table = page.getByRole('table', { name: 'Artworks' });
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    await table.getByRole('checkbox', { name: `Select ${title}` }).check();
    await expect(page.getByText('1 artwork selected')).toBeVisible();
    await page.getByRole('button', { name: 'Hide from site' }).click();
    await expect(page.getByText('1 artwork hidden from the site')).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

    await asVisitor(browser, async (visitor) => {
      expect(await galleryTitles(visitor)).not.toContain(title);
      await visitor.goto(`/artwork/${id}`);
      await expect(visitor.getByText('Artwork not found')).toBeVisible();
    });
  } finally {
    await adminRequest.put('/api/v1/artworks/bulk/visibility', {
      data: { artwork_ids: [id], is_public: true },
    });
  }
});

test('collections: add, rename, delete (the works stay); the preview one links to its password', async ({
  adminPage: page,
}) => {
  const name = `Coast ${Date.now()}`;
  await page.goto('/admin/collections');
  const list = page.getByRole('list', { name: 'Collections' });
  await expect(list.getByText('Landscapes', { exact: true })).toBeVisible();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Preview' }).getByText('Password-gated'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'preview password (Settings)' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  await expectNoSeriousViolations(page, '/admin/collections');

  await page.getByLabel('New collection').fill(name);
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByText(`“${name}” added`)).toBeVisible();
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByRole('textbox', { name: 'Collection name' }).fill(`${name} II`);
  await page.keyboard.press('Enter');
  await expect(list.getByText(`${name} II`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name} II` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Only the collection goes.');
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await expect(list.getByText(`${name} II`, { exact: true })).toHaveCount(0);
});

// One test per screen: each axe scan takes seconds, and three in one test passed its limit.
for (const [path, ready] of [
  ['/admin/artworks', (page: Page) => page.getByRole('table', { name: 'Artworks' })],
  ['/admin/artworks/new', (page: Page) => page.getByLabel('Title')],
  ['/admin/artworks/order', (page: Page) => page.getByRole('list', { name: 'Gallery order' })],
] as const) {
  test(`${path} has no serious accessibility violations`, async ({ adminPage: page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}
