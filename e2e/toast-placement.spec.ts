import type { APIRequestContext, Page } from '@playwright/test';
import { boxOf, expectCoversNone } from './box';
import { expect, test } from './fixtures';

// Toasts and notices cover nothing they are about (issue 44, decision 051), on a desktop and
// on a phone: "Added to cart!" sits in the cart panel's flow under its title, and a success
// toast keeps off the button it confirms and the bar that holds it.

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function availableWork(request: APIRequestContext) {
  const response = await request.get('/api/v1/artworks', {
    params: { availability: 'available', limit: 1 },
  });
  return ((await response.json()) as { data: Array<{ id: number; title: string }> }).data[0]!;
}

/** The toast with these words (react-hot-toast's live region). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

for (const screen of SCREENS) {
  test(`"Added to cart!" covers nothing of the cart on a ${screen.name}`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(screen);
    const work = await availableWork(request);
    await page.goto(`/artwork/${work.id}`);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Cart (1)' });
    const notice = panel.getByRole('status').filter({ hasText: 'Added to cart!' });
    await expect(notice).toBeVisible();
    // Once the panel has slid in (300 ms), measure.
    await expect
      .poll(async () => (await boxOf(panel)).x + (await boxOf(panel)).width)
      .toBeLessThanOrEqual(screen.width + 0.5);
    await expectCoversNone(notice, {
      'the cart title': panel.getByRole('heading', { name: 'Cart (1)' }),
      'the close button': panel.getByRole('button', { name: 'Close cart' }),
      'the line': panel.getByRole('listitem').first(),
      'the checkout button': panel.getByRole('link', { name: 'Proceed to Checkout' }),
    });
    // Inside the panel, and nothing floats above it.
    const inside = await boxOf(notice);
    const frame = await boxOf(panel);
    expect(inside.x).toBeGreaterThanOrEqual(frame.x);
    expect(inside.x + inside.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    await expect(page.getByText('Added to cart!')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`cart-${screen.width}.png`) });
    // Gone after the toast's time.
    await expect(notice).toHaveCount(0, { timeout: 10_000 });
  });

  test(`a saved form's toast keeps off its save bar on a ${screen.name}`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.setViewportSize(screen);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Settings' });
    const field = form.getByLabel('Tagline');
    const before = await field.inputValue();
    const save = form.getByRole('button', { name: 'Save', exact: true });
    const saveAndCheck = async (value: string) => {
      await field.fill(value);
      await save.click();
      const saved = toast(page, 'Settings saved');
      await expect(saved).toBeVisible();
      // Once it has slid in, its box is where it stays.
      await expect(saved).toHaveCSS('opacity', '1');
      await expectCoversNone(saved, {
        'the Save button': save,
        'the Discard button': form.getByRole('button', { name: 'Discard' }),
      });
      return saved;
    };
    await saveAndCheck(`${before} (checked)`);
    await page.screenshot({ path: testInfo.outputPath(`settings-saved-${screen.width}.png`) });
    // Put it back for the other tests of this server.
    await expect(toast(page, 'Settings saved')).toHaveCount(0, { timeout: 10_000 });
    await saveAndCheck(before);
  });
}
