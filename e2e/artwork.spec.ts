import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartButton, usd } from './shop';
import { expectNoSeriousViolations } from './axe';

// The artwork page (docs/product.md §2): states, availability rules, the zoom viewer and its keys, and
// adding framed and unframed works to the cart (docs/product.md §4, §9).

interface ListedArtwork {
  id: number;
  title: string;
  price: number;
  availability: string;
  framed_image_url: string | null;
}

async function artworks(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get('/api/v1/artworks', { params: { limit: 100, ...params } });
  return ((await response.json()) as { data: ListedArtwork[] }).data;
}

test('invalid and missing ids say so, with the way back', async ({ page }) => {
  await page.goto('/artwork/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid artwork ID' })).toBeVisible();
  await page.goto('/artwork/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid artwork ID' })).toBeVisible();
  await page.goto('/artwork/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Gallery' }).click();
  await expect(page).toHaveURL(/\/artwork$/);
});

test('an available work shows its label, price and purchase; a sold one only "Sold"', async ({
  page,
  request,
}) => {
  const [available] = await artworks(request, { availability: 'available', limit: 1 });
  await page.goto(`/artwork/${available!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: available!.title })).toBeVisible();
  await expect(page).toHaveTitle(`${available!.title} | Elena Marsh`);
  await expect(page.getByText(/^\d+(\.\d+)? × \d+(\.\d+)? in$/)).toBeVisible();
  await expect(page.getByText(usd(available!.price), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  const [sold] = await artworks(request, { availability: 'sold', limit: 1 });
  await page.goto(`/artwork/${sold!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sold!.title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByText(usd(sold!.price), { exact: true })).toHaveCount(0);
});

test('the zoom viewer answers +, =, -, 0 and Escape', async ({ page, request }) => {
  const [artwork] = await artworks(request, { limit: 1 });
  await page.goto(`/artwork/${artwork!.id}`);
  const opener = page.getByRole('button', { name: `Zoom into ${artwork!.title}` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: `${artwork!.title}: image viewer` });
  await expect(viewer).toBeVisible();
  const level = viewer.getByRole('status', { name: 'Zoom level' });
  const image = viewer.getByRole('img', { name: artwork!.title });
  await expect(level).toHaveText('100%');

  for (const [key, percent, scale] of [
    ['+', '150%', 'scale(1.5)'],
    ['=', '200%', 'scale(2)'],
    ['-', '150%', 'scale(1.5)'],
    ['0', '100%', 'scale(1)'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(level).toHaveText(percent);
    await expect(image).toHaveAttribute('style', new RegExp(scale.replace(/[().]/g, '\\$&')));
  }

  // The wheel: 0.01 per delta unit.
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, -50);
  await expect(level).toHaveText('150%');
  // Dragging pans when zoomed in.
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  const before = await image.getAttribute('style');
  await page.mouse.down();
  await page.mouse.move(560, 380, { steps: 4 });
  await page.mouse.up();
  await expect(image).not.toHaveAttribute('style', before!);
  await expect(image).toHaveAttribute('style', /translate\(-?\d/);

  await expectNoSeriousViolations(page, 'open zoom viewer');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a framed view toggle appears for works photographed framed', async ({ page, request }) => {
  const framed = (await artworks(request, {})).find((a) => a.framed_image_url);
  expect(framed, 'the demo seed has framed photographs').toBeTruthy();
  await page.goto(`/artwork/${framed!.id}`);
  await page.getByRole('button', { name: 'Framed View' }).click();
  await expect(page.getByRole('button', { name: 'Framed View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('img', { name: `${framed!.title}, framed` })).toBeVisible();
  await page.getByRole('button', { name: 'Artwork Only' }).click();
  await expect(page.getByRole('img', { name: framed!.title, exact: true })).toBeVisible();
});

test('framed and unframed works in the cart: subtotal is (price + surcharge) × quantity, kept on reload', async ({
  page,
  request,
}) => {
  const [framedWork, plainWork] = await artworks(request, { availability: 'available', limit: 2 });
  const costs = (await (await request.get('/api/v1/settings/frame-costs')).json()).data as {
    museum_quality: number;
  };

  await page.goto(`/artwork/${framedWork!.id}`);
  await page.getByRole('combobox', { name: 'Framing' }).selectOption('museum-quality');
  await expect(
    page.getByText(`Total with framing: ${usd(framedWork!.price + costs.museum_quality)}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Cart (1)' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close cart' }).click();

  await page.goto(`/artwork/${plainWork!.id}`);
  await expect(page.getByRole('combobox', { name: 'Framing' })).toHaveValue('unframed');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart (2)' });
  await expect(cart).toBeVisible();
  await cart.getByRole('button', { name: `Increase quantity of ${framedWork!.title}` }).click();

  const subtotal = (framedWork!.price + costs.museum_quality) * 2 + plainWork!.price;
  const footer = cart.locator('footer');
  await expect(footer).toContainText(usd(subtotal));
  await expect(cart.getByText(`+ ${usd(costs.museum_quality)} framing per piece`)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Cart (2)' }).locator('footer')).toContainText(
    usd(subtotal),
  );
});

test('related works link to other works, never this one', async ({ page, request }) => {
  const [artwork] = await artworks(request, { collection: 'Landscapes', limit: 1 });
  await page.goto(`/artwork/${artwork!.id}`);
  const related = page.getByRole('region', { name: 'Related works' });
  await expect(related.getByRole('listitem')).not.toHaveCount(0);
  const count = await related.getByRole('listitem').count();
  expect(count).toBeLessThanOrEqual(4);
  const hrefs = await related
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).not.toContain(`/artwork/${artwork!.id}`);
});
