import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// "Ask about this work" (issue 13's first part): a question from an artwork page, sold works
// included, lands in the admin inbox linked to the work. One real question: the server
// throttles them per address.

test('a visitor asks about a sold work; the artist reads it in the inbox, linked to the work', async ({
  browser,
  request,
  adminPage,
}) => {
  // Two browsers and two accessibility scans: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  // The visitor has a browser of their own: adminPage carries the admin's token.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const listed = await request.get('/api/v1/artworks', {
    params: { availability: 'sold', limit: 1 },
  });
  const [sold] = (await listed.json()).data as { id: number; title: string }[];
  await page.goto(`/artwork/${sold!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sold!.title })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Ask about this work' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const form = page.getByRole('form', { name: 'Ask about this work' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoSeriousViolations(page, 'artwork page with the question form open');

  const stamp = Date.now();
  const question = `Would you paint a companion piece to this one? (${stamp})`;
  await form.getByLabel('Name').fill('Ana Lima');
  await form.getByLabel('Email').fill(`ana.${stamp}@example.com`);
  await form.getByLabel('Your question').fill(question);
  await form.getByRole('button', { name: 'Send question' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for asking' });
  await expect(thanks).toBeFocused();
  await expect(form).toHaveCount(0);
  await visitor.close();

  await adminPage.goto('/admin/inbox?kind=inquiry');
  await adminPage
    .getByRole('region', { name: 'Inbox' })
    .getByRole('link', { name: /Ana Lima/ })
    .first()
    .click();
  const reader = adminPage.getByRole('article', { name: `About “${sold!.title}”` });
  await expect(reader.getByText(question)).toBeVisible();
  await expect(reader.getByRole('link', { name: sold!.title })).toHaveAttribute(
    'href',
    `/admin/artworks/${sold!.id}/edit`,
  );
  await expectNoSeriousViolations(adminPage, 'inbox with a question about a work');
});
