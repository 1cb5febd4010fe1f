import { expect, test } from './fixtures';
import { usd } from './shop';

// About, contact information, checkout placeholder and its success page against the seeded site.

test('About shows the page content, a studio picture and a way to get in touch', async ({
  page,
  request,
}) => {
  const content = (await (await request.get('/api/v1/page-content/about')).json()).data as {
    title: string;
    meta_title: string | null;
    artist_bio: string;
  };
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
  const firstParagraph = content.artist_bio.match(/<p>(.*?)<\/p>/)?.[1] ?? '';
  await expect(page.getByText(firstParagraph)).toBeVisible();
  if (content.meta_title) await expect(page).toHaveTitle(content.meta_title);

  const figure = page.getByRole('main').getByRole('figure');
  await expect(figure.getByRole('img')).toHaveAccessibleName(/, an oil painting by /);
  await expect(figure).toContainText('In the studio');
  // Shown whole: the image keeps its own proportions inside the figure.
  const img = figure.getByRole('img');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Get in touch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});

test('Contact shows the public contact address when it is set', async ({ page, request }) => {
  const setting = await request.get('/api/v1/settings/contact_email');
  const email = setting.ok() ? ((await setting.json()).data.value as string) : '';
  await page.goto('/contact');
  await expect(page.getByText('I aim to respond within 2-3 business days.')).toBeVisible();
  const mailto = page.getByRole('main').locator('a[href^="mailto:"]');
  if (email) await expect(mailto).toHaveAttribute('href', `mailto:${email}`);
  else await expect(mailto).toHaveCount(0);
});

test('checkout without a cart offers the gallery', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Artwork' }).click();
  await expect(page).toHaveURL(/\/artwork$/);
});

test("checkout with a cart shows the server's prices, frame surcharge included", async ({
  page,
  request,
}) => {
  const { data } = (await (
    await request.get('/api/v1/artworks', { params: { availability: 'available', limit: 1 } })
  ).json()) as {
    data: Array<{ id: number; title: string; price: number; primary_image_url: string | null }>;
  };
  const artwork = data[0]!;
  // The cart's stored shape (docs/product.md §3); add-to-cart itself is covered by the cart tests.
  await page.addInitScript(
    (line) => {
      if (localStorage.getItem('cart-storage')) return;
      localStorage.setItem(
        'cart-storage',
        JSON.stringify({ state: { items: [line], updated_at: Date.now() }, version: 0 }),
      );
    },
    {
      artwork_id: artwork.id,
      quantity: 1,
      framing_option: 'museum-quality',
      artwork: {
        id: artwork.id,
        title: artwork.title,
        price: artwork.price,
        primary_image_url: artwork.primary_image_url,
      },
    },
  );
  const costs = (await (await request.get('/api/v1/settings/frame-costs')).json()).data as {
    museum_quality: number;
  };
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('link', { name: artwork.title })).toBeVisible();
  const lineTotal = usd(artwork.price + costs.museum_quality);
  await expect(summary.getByText(lineTotal).first()).toBeVisible();
});

test('checkout success for an unknown order says so and leads back to the gallery', async ({
  page,
}) => {
  await page.goto('/checkout/success?order=not-a-real-order-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Back to the gallery' }),
  ).toHaveAttribute('href', '/artwork');
});
