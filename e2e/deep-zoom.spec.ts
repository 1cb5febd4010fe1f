import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// Full-resolution deep zoom (decision 035): an original larger than the display image gets a
// tile pyramid in the background; the viewer draws its tiles, so 5x shows the original's pixels.

const WIDTH = 4000;
const HEIGHT = 3000;

/** A painting-sized scan with fine lines that only the full-resolution tiles hold. */
async function scan() {
  const lines = Array.from(
    { length: 200 },
    (_, i) =>
      `<line x1="${i * 20}" y1="0" x2="${i * 20 + 600}" y2="${HEIGHT}" stroke="#3a2" stroke-width="2"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#d9c7a0"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

// The one spec whose server runs the image jobs (off on the others: E2E_SERVER_ENV).
test.use({ serverEnv: { IMAGE_JOBS: 'true' } });

test('a large scan gets deep-zoom tiles, and the viewer loads the full-resolution level at 5x', async ({
  page,
  adminPage,
  adminRequest,
}) => {
  // The scan's tiles and AVIF: 90 s were not enough, the whole test took 3 minutes, on this
  // 2-core machine under a load of 20-25.
  test.setTimeout(300_000);
  const uploaded = await adminRequest.post('/api/v1/uploads/image', {
    multipart: { image: { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: await scan() } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()).data as { url: string; width: number };
  expect(image.width).toBe(2400);

  // The admin's view of the background work, until it is done.
  await expect
    .poll(
      async () => {
        const res = await adminRequest.get('/api/v1/uploads/image/processing', {
          params: { url: image.url },
        });
        return (await res.json()).data;
      },
      { timeout: 240_000, intervals: [500, 1000] },
    )
    .toMatchObject({ status: 'done', deep_zoom: true });

  const created = await adminRequest.post('/api/v1/artworks', {
    data: { title: 'Field of Lines', primary_image_url: image.url, is_public: true },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  // The artwork's edit screen says where the zoom stands.
  await adminPage.goto(`/admin/artworks/${id}/edit`);
  await expect(
    adminPage.getByText('Full-resolution zoom is ready: visitors can zoom into the original scan.'),
  ).toBeVisible();
  await expectNoSeriousViolations(adminPage, 'artwork edit with the zoom status');

  // The page offers AVIF first, and preloads that same set.
  await page.goto(`/artwork/${id}`);
  const main = page.getByRole('main');
  await expect(main.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\.avif 480w, .*\.avif 2400w$/,
  );
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'type',
    'image/avif',
  );

  // 4000 px wide: level 12 is the original's own size.
  const fullLevel = `/tiles/image_files/12/`;
  const tileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tiles/image_files/')) tileRequests.push(request.url());
  });

  await page.getByRole('button', { name: 'Zoom into Field of Lines' }).click();
  const viewer = page.getByRole('dialog', { name: 'Field of Lines: image viewer' });
  await expect(viewer.getByTestId('deep-zoom')).toHaveAttribute('data-ready', 'true');
  const level = viewer.getByRole('status', { name: 'Zoom level' });
  for (let i = 0; i < 8; i++) await page.keyboard.press('+');
  await expect(level).toHaveText('500%');
  await expect.poll(() => tileRequests.some((url) => url.includes(fullLevel))).toBe(true);
  // Every rule of the viewer still holds with tiles: 0 resets, - zooms out, Escape closes.
  await page.keyboard.press('0');
  await expect(level).toHaveText('100%');
  await page.keyboard.press('-');
  await expect(level).toHaveText('50%');
  await expectNoSeriousViolations(page, 'deep-zoom viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await adminRequest.delete(`/api/v1/artworks/${id}`);
});
