import { WAITLIST_MESSAGES } from '@atelier/core';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mail';

// "Tell me about similar work" (issue 13, decision 034), end to end: a visitor asks on a sold
// work, confirms by the emailed link, and hears about the next work in the same collection;
// the notice's link stops further notices.

test('the waitlist of a sold work: asked, confirmed, told of a new work, left', async ({
  page,
  adminRequest,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const visitor = `waiting.${stamp}@example.com`;
  const collection = await adminRequest.post('/api/v1/collections', {
    data: { name: `Harbours ${stamp}` },
  });
  expect(collection.status()).toBe(201);
  const collectionId = (await collection.json()).data.id as number;
  const created = await adminRequest.post('/api/v1/artworks', {
    data: {
      title: `Sold harbour ${stamp}`,
      price: 1800,
      availability: 'sold',
      collection_ids: [collectionId],
    },
  });
  expect(created.status()).toBe(201);
  const sold = (await created.json()).data as { id: number; title: string };

  await page.goto(`/artwork/${sold.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sold.title })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tell me about similar work' }).click();
  const form = page.getByRole('form', { name: 'Tell me about similar work' });
  await expect(form.getByLabel('Email')).toBeFocused();
  await expectNoSeriousViolations(page, 'sold artwork with the waitlist form open');
  await form.getByLabel('Email').fill(visitor);
  await form.getByRole('button', { name: 'Keep me posted' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: WAITLIST_MESSAGES.joined }),
  ).toBeFocused();

  // Double opt-in: the link in the email, and a button on its page.
  await page.goto(linkIn(await waitForEmail('waitlist_confirm', { to: visitor }), /[?&]waitlist=/));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hear about similar work' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/mailing-list?waitlist=');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re on the list' })).toBeFocused();
  await expect(page.getByText(WAITLIST_MESSAGES.confirmed)).toBeVisible();

  // The artist publishes a new work in the same collection: the visitor is told.
  const fresh = await adminRequest.post('/api/v1/artworks', {
    data: { title: `New harbour ${stamp}`, price: 2100, collection_ids: [collectionId] },
  });
  expect(fresh.status()).toBe(201);
  const work = (await fresh.json()).data as { id: number; title: string };
  const notice = await waitForEmail('waitlist_notice', { to: visitor });
  expect(notice).toContain(work.title);
  await page.goto(linkIn(notice, new RegExp(`^/artwork/${work.id}$`)));
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();

  // Its link stops the notices.
  await page.goto(linkIn(notice, /[?&]leave-waitlist=/));
  await page.getByRole('button', { name: 'Stop the notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No more notices' })).toBeFocused();
  await expect(page.getByText(WAITLIST_MESSAGES.left)).toBeVisible();
});
