import { MAY_COME_BACK_TEXT } from '@atelier/core';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations as scan } from './axe';
import { expect, test } from './fixtures';

/** How far the page scrolls sideways (0: it fits the screen). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// One rule for what a work is (issue 44, decision 048): a work held by a bank-transfer order
// reads the same on the artist's list, the artist's dashboard and the visitor's page.

test('a work held by a bank-transfer order agrees on the admin list, the dashboard and the public page', async ({
  adminPage,
  adminRequest,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const created = await adminRequest.post('/api/v1/artworks', {
    data: { title: `Held harbour ${stamp}`, price: 2400 },
  });
  expect(created.status()).toBe(201);
  const work = (await created.json()).data as { id: number; title: string };
  const heldCount = async () =>
    (await (await adminRequest.get('/api/v1/admin/dashboard')).json()).data.artworks.held as number;
  const heldBefore = await heldCount();

  // A buyer places the order; without Stripe it waits for a bank transfer, holding the work.
  const placed = await request.post('/api/v1/checkout/orders', {
    data: {
      lines: [{ artwork_id: work.id }],
      email: `held.${stamp}@example.com`,
      name: 'Ada Collector',
      shipping_address: {
        line1: '12 Harbor Road',
        city: 'Camden',
        region: 'ME',
        postal_code: '04843',
        country: 'US',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = (await placed.json()).data.order.number as string;

  // The artist's list: the order and its deadline, not "Available".
  await adminPage.goto(`/admin/artworks?search=${encodeURIComponent(work.title)}`);
  const row = adminPage.getByRole('row').filter({ hasText: work.title });
  const heldText = new RegExp(`^Held by order ${orderNumber} until .+`);
  // The badge.
  await expect(row.getByText(heldText).filter({ visible: true })).toHaveCount(1);
  await expect(row.getByText('Available', { exact: true })).toHaveCount(0);
  await scan(adminPage, '/admin/artworks with a held work');
  // On a phone each work is a card (decision 050): the same words, no sideways scrolling.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const card = adminPage
    .getByRole('list', { name: 'Artworks' })
    .getByRole('listitem')
    .filter({ hasText: work.title });
  await expect(card.getByText(heldText).filter({ visible: true })).toHaveCount(1);
  await expect(card.getByText('Available', { exact: true })).toHaveCount(0);
  expect(await horizontalOverflow(adminPage)).toBe(0);
  await adminPage.setViewportSize({ width: 1280, height: 720 });

  // The editor says the same, with the way to the order.
  await row.getByRole('link', { name: work.title, exact: true }).click();
  await expect(adminPage.getByText(heldText)).toBeVisible();
  await expect(adminPage.getByRole('link', { name: `Open order ${orderNumber}` })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Reserve for a buyer' })).toHaveCount(0);

  // The dashboard counts it among the held works.
  const held = await heldCount();
  expect(held).toBe(heldBefore + 1);
  await adminPage.goto('/admin/dashboard');
  const artworks = adminPage
    .locator('section')
    .filter({ has: adminPage.getByRole('link', { name: 'Artworks' }) });
  await expect(artworks).toContainText(`${held} held by ${held === 1 ? 'an order' : 'orders'}`);

  // The visitor (not signed in): "Unavailable", that it may come back, and the similar-work form.
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(`/artwork/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByText(MAY_COME_BACK_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tell me about similar work' })).toBeVisible();
  await scan(page, '/artwork/:id held by an order');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(MAY_COME_BACK_TEXT)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.context().close();
});
