import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The newsletter editor in a real browser: card blocks from the real artwork list, the preview
// widths, the send confirmation's focus, and no serious axe violation. Sending through a real
// SMTP server is newsletter-smtp.spec.ts.

test('composes an issue with an artwork card, keyboard and axe clean', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/newsletter/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New issue' })).toBeVisible();
  await expect(page.getByText(/No open or click tracking/)).toBeVisible();

  await page.getByLabel('Subject').fill('New paintings from the coast');
  await page.getByRole('button', { name: 'Artwork card' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert an artwork card' });
  await expect(picker.getByLabel('Search by title')).toBeFocused();
  const first = picker.getByRole('listitem').first().getByRole('button');
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.locator('.ProseMirror div[data-card="artwork"][data-id]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, '/admin/newsletter/new', { iframes: false });

  await page.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this issue now?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page, 'send confirmation', { iframes: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Against the real API: the server renders the preview, the draft saves and is listed.
  await expect(page.getByTitle('Email preview at phone width')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+\/edit$/);
  await page.getByRole('link', { name: '← All issues' }).click();
  const row = page.getByRole('row', { name: /New paintings from the coast/ });
  await expect(row).toContainText('Draft');
  await expectNoSeriousViolations(page, '/admin/newsletter');
});

test('the Newsletter section is in the admin navigation', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New issue' })).toBeVisible();
});
