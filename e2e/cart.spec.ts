import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartButton, usd } from './shop';

// The cart panel (docs/product.md §2, §4). Lines are added through the artwork page's Add to Cart, the way
// a visitor fills the cart; add-to-cart itself is tested with the artwork page.

interface ListedArtwork {
  id: number;
  title: string;
  price: number;
}

async function availableArtworks(request: APIRequestContext, count: number) {
  const response = await request.get('/api/v1/artworks', {
    params: { availability: 'available', limit: count },
  });
  const { data } = (await response.json()) as { data: ListedArtwork[] };
  expect(data.length, 'the demo catalogue has available artworks').toBeGreaterThanOrEqual(count);
  return data;
}

const panel = (page: Page) => page.getByRole('dialog', { name: /^Cart \(\d+\)$/ });

async function addToCart(page: Page, artwork: ListedArtwork) {
  await page.goto(`/artwork/${artwork.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // Adding opens the panel (docs/product.md §4); close it to go on.
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(panel(page)).toBeHidden();
}

test('the empty cart says so and leads to the gallery', async ({ page }) => {
  await page.goto('/about');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cart (0)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  await dialog.getByRole('link', { name: 'Browse Artwork' }).click();
  await expect(page).toHaveURL(/\/artwork$/);
  await expect(panel(page)).toBeHidden();
});

test('badge, title, quantity, remove and a cart that survives a reload', async ({
  page,
  request,
}) => {
  const [first, second] = await availableArtworks(request, 2);
  await addToCart(page, first!);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await addToCart(page, second!);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cart (2)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: first!.title })).toHaveAttribute(
    'href',
    `/artwork/${first!.id}`,
  );
  await expect(dialog.getByText('Shipping and taxes calculated at checkout')).toBeVisible();

  const minus = dialog.getByRole('button', { name: `Decrease quantity of ${first!.title}` });
  const plus = dialog.getByRole('button', { name: `Increase quantity of ${first!.title}` });
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(minus).toBeEnabled();
  await expect(dialog.getByRole('group', { name: `Quantity of ${first!.title}` })).toContainText(
    '2',
  );
  // The badge counts pieces; the title counts lines.
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('dialog', { name: 'Cart (2)' })).toBeVisible();
  await minus.click();
  await expect(minus).toBeDisabled();
  await plus.click();

  await dialog.getByRole('button', { name: `Remove ${second!.title} from cart` }).click();
  await expect(page.getByRole('dialog', { name: 'Cart (1)' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartButton(page)).toHaveText('2');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cart-storage') ?? '{}'),
  );
  expect(Object.keys(stored.state).sort()).toEqual(['items', 'updated_at']);
  expect(stored.state.items).toMatchObject([{ artwork_id: first!.id, quantity: 2 }]);
  await cartButton(page).click();
  const restored = page.getByRole('dialog', { name: 'Cart (1)' });
  await expect(restored.getByRole('link', { name: first!.title })).toBeVisible();
  // Subtotal: (price + no framing) x 2.
  await expect(restored.getByText(usd(first!.price * 2), { exact: true })).toBeVisible();
});

test('Escape and the backdrop close the panel; focus returns to the cart button', async ({
  page,
}) => {
  await page.goto('/contact');
  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
  // The backdrop is the dimmed page left of the panel.
  await page.mouse.click(40, 400);
  await expect(panel(page)).toBeHidden();
});

test('Proceed to Checkout leads to the checkout summary', async ({ page, request }) => {
  const [artwork] = await availableArtworks(request, 1);
  await addToCart(page, artwork!);
  await cartButton(page).click();
  await panel(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('link', { name: artwork!.title })).toBeVisible();
  // Checkout prices shipping and tax from the address (e2e/checkout.spec.ts covers the rest).
  await expect(summary.getByText('Shipping', { exact: true })).toBeVisible();
});
