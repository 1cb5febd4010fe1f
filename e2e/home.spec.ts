import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

test('shows the hero, Recent Works and From the Studio from the demo content', async ({
  page,
  request,
}) => {
  const content = (await (await request.get('/api/v1/page-content/home')).json()).data;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: content.hero_heading })).toBeVisible();
  await expect(page).toHaveTitle(content.meta_title);

  const hero = page.getByRole('region', { name: 'Featured artworks' });
  await expect(hero).toBeVisible();
  await expect(hero.getByRole('group', { name: /^1 of \d+$/ }).getByRole('img')).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent Works' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/artwork\/\d+$/,
  );

  const studio = page.getByRole('region', { name: 'From the Studio' });
  await expect(studio.getByRole('article')).toHaveCount(3);
  await expect(studio.getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/blog\/[\w-]+$/,
  );

  await expectNoSeriousViolations(page, '/');
});

test('the arrows and dots move the hero, and a slide opens its artwork', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured artworks' });
  // The pointer over the hero pauses it, so only the arrows move it from here on.
  await hero.hover();
  const shown = hero.getByRole('group', { name: /^\d+ of \d+$/ });
  const label = async () => (await shown.getAttribute('aria-label')) ?? '';
  const [current, total] = (await label()).split(' of ').map(Number) as [number, number];
  expect(total).toBeGreaterThan(1);

  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(shown).toHaveAttribute('aria-label', `${(current % total) + 1} of ${total}`);
  await hero.getByRole('button', { name: 'Previous slide' }).click();
  await expect(shown).toHaveAttribute('aria-label', `${current} of ${total}`);
  await hero.getByRole('button', { name: /^Go to slide 3:/ }).click();
  await expect(shown).toHaveAttribute('aria-label', `3 of ${total}`);
  await expect(hero.getByRole('button', { name: /^Go to slide 3:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const link = shown.getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the hero advances on its own every 4 seconds', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured artworks' });
  await expect(hero.getByRole('group', { name: /^1 of/ })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(hero.getByRole('group', { name: /^2 of/ })).toBeVisible({ timeout: 6000 });
});
