import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mail';

// The buyer's offer page shows the painting (issue 44): the work's picture, whole, with its
// title as the alt text, fitting a desktop and a phone.

test('the buyer sees the painting on their offer page, on a desktop and a phone', async ({
  page,
  adminRequest,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const listed = await request.get('/api/v1/artworks', { params: { limit: 1 } });
  const seeded = ((await listed.json()).data as Array<{ primary_image_url: string }>)[0]!;
  const created = await adminRequest.post('/api/v1/artworks', {
    data: {
      title: `Harbour offer ${stamp}`,
      price: 2000,
      offers_enabled: true,
      primary_image_url: seeded.primary_image_url,
    },
  });
  expect(created.status()).toBe(201);
  const work = (await created.json()).data as { id: number; title: string };
  const buyer = `buyer.${stamp}@example.com`;
  const offered = await request.post('/api/v1/offers', {
    data: {
      artwork_id: work.id,
      amount: 1500,
      name: 'Ana Lima',
      email: buyer,
      shipping_address: {
        line1: '1 Main St',
        city: 'Portland',
        region: 'ME',
        postal_code: '04101',
        country: 'US',
      },
    },
  });
  expect(offered.status()).toBe(201);
  const offers = (await (await adminRequest.get('/api/v1/admin/offers')).json()).data as Array<{
    id: number;
    email: string;
  }>;
  const offer = offers.find((o) => o.email === buyer)!;
  const countered = await adminRequest.post(`/api/v1/admin/offers/${offer.id}/counter`, {
    data: { amount: 1800 },
  });
  expect(countered.status()).toBe(200);
  const link = linkIn(await waitForEmail('offer_countered', { to: buyer }), /^\/offers\//);

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(link);
    const picture = page.getByRole('img', { name: work.title, exact: true });
    await expect(picture).toBeVisible();
    // Loaded, and no wider than the screen.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const box = (await picture.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await expect(page.getByRole('button', { name: 'Accept $1,800' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`offer-page-${size.width}.png`) });
  }
  await expectNoSeriousViolations(page, 'the offer page with its painting');
});
