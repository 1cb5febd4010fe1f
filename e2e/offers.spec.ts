import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mail';
import { markOrderPaid, openAdminOrder } from './admin-orders';

// Offers (issue 13, decision 032), end to end: a visitor makes an offer on a work that takes
// them; the artist counters from the inbox; the visitor accepts by the emailed link,
// which reserves the work for them; they pay manually; the artist marks the order paid and
// the work shows Sold.

test('an offer, countered, accepted by its link, reserved, paid, and sold', async ({
  browser,
  adminPage,
  adminRequest,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const buyer = `collector.${stamp}@example.com`;
  const created = await adminRequest.post('/api/v1/artworks', {
    data: { title: `Offer study ${stamp}`, price: 1500, offers_enabled: true },
  });
  expect(created.status()).toBe(201);
  const work = (await created.json()).data as { id: number; title: string };

  // The visitor, in a browser of their own.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/artwork/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.getByRole('button', { name: 'Make an offer' }).click();
  const form = page.getByRole('form', { name: 'Make an offer' });
  await expect(form.getByLabel('Your offer (USD)')).toBeFocused();
  await expectNoSeriousViolations(page, 'artwork page with the offer form open');
  await form.getByLabel('Your offer (USD)').fill('1200');
  await form.getByLabel('Name').fill('Ana Lima');
  await form.getByLabel('Email').fill(buyer);
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Address', { exact: true }).fill('1 Main St');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').selectOption('ME');
  await form.getByLabel('ZIP code').fill('04101');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'your offer has been sent' }),
  ).toBeFocused();

  // The artist counters, from the inbox (the old Offers address leads there).
  await adminPage.goto('/admin/offers');
  await expect(adminPage).toHaveURL(/\/admin\/inbox\?kind=offer$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const item = adminPage
    .getByRole('region', { name: 'Inbox' })
    .getByRole('link')
    .filter({ hasText: work.title });
  await expect(item).toContainText('$1,200');
  await item.click();
  const offer = adminPage.getByRole('article');
  await expect(offer.getByRole('heading', { name: `$1,200 for ${work.title}` })).toBeFocused();
  await expectNoSeriousViolations(adminPage, 'an offer open in the inbox');
  await offer.getByRole('button', { name: 'Counter' }).click();
  const counter = adminPage.getByRole('dialog', { name: 'Counter the offer' });
  await expect(counter.getByLabel('Your price (USD)')).toBeFocused();
  await counter.getByLabel('Your price (USD)').fill('1400');
  await expectNoSeriousViolations(adminPage, 'the counter-offer dialog');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(adminPage.getByText('Counter-offer sent to Ana Lima')).toBeVisible();
  await expect(offer).toContainText('Your price $1,400');

  // The thread keeps the offer and the counter; a written reply joins it and is emailed.
  await offer.getByRole('button', { name: 'Thread and reply' }).click();
  const thread = adminPage.getByRole('dialog', { name: 'Offer from Ana Lima' });
  await expect(thread.getByRole('list', { name: 'Thread' })).toContainText('Countered at $1,400');
  await expectNoSeriousViolations(adminPage, 'the offer thread dialog');
  await thread.getByLabel('Reply to Ana Lima').fill('It would ship framed, in a crate.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('listitem').last()).toContainText('It would ship framed');
  expect(await waitForEmail('offer_reply', { to: buyer })).toContain('It would ship framed');
  await thread.getByRole('button', { name: 'Cancel' }).click();

  // The visitor accepts by the link in the counter-offer's email.
  await page.goto(linkIn(await waitForEmail('offer_countered', { to: buyer }), /^\/offers\//));
  await expect(
    page.getByRole('heading', { level: 1, name: `Your offer on ${work.title}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/offers/:token');
  await page.getByRole('button', { name: 'Accept $1,400' }).click();
  await expect(page.getByText(/is reserved for you as order/)).toBeFocused();
  await page.getByRole('link', { name: 'Pay for your order' }).click();
  const orderLine = page.getByText(/^Order .+ · /);
  await expect(orderLine).toBeVisible();
  const orderNumber = /^Order (\S+)/.exec((await orderLine.textContent()) ?? '')![1]!;
  await expect(page.getByRole('main')).toContainText('$1,400');

  // Reserved: the work can no longer be bought or offered on.
  await page.goto(`/artwork/${work.id}`);
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);

  // The visitor pays by the instructions; the artist marks the order paid.
  await openAdminOrder(adminPage, orderNumber);
  await markOrderPaid(adminPage, orderNumber);

  await page.goto(`/artwork/${work.id}`);
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await visitor.close();
});

test('the artist reserves a work for a buyer met at a fair; it shows reserved at once', async ({
  adminPage,
  adminRequest,
  request,
}) => {
  // A journey: the artist's dialog, the buyer's email and the public page.
  test.setTimeout(45_000);
  const stamp = Date.now();
  const created = await adminRequest.post('/api/v1/artworks', {
    data: { title: `Fair study ${stamp}`, price: 900 },
  });
  const work = (await created.json()).data as { id: number; title: string };

  await adminPage.goto(`/admin/artworks/${work.id}/edit`);
  await adminPage.getByRole('button', { name: 'Reserve for a buyer' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Reserve “${work.title}”` });
  await expect(dialog.getByLabel('Buyer’s name')).toBeFocused();
  await dialog.getByLabel('Buyer’s name').fill('Rosa Keller');
  await dialog.getByLabel('Buyer’s email').fill(`rosa.${stamp}@example.com`);
  await dialog.getByLabel('Address', { exact: true }).fill('1 Main St');
  await dialog.getByLabel('City').fill('Portland');
  await dialog.getByLabel('State').selectOption('ME');
  await dialog.getByLabel('ZIP code').fill('04101');
  await expectNoSeriousViolations(adminPage, 'the reserve-for-a-buyer dialog');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(adminPage.getByText(`“${work.title}” is reserved for Rosa Keller`)).toBeVisible();

  const seen = await request.get(`/api/v1/artworks/${work.id}`);
  expect((await seen.json()).data.availability).toBe('reserved');
  await adminPage.goto('/admin/inbox?kind=offer');
  await adminPage
    .getByRole('region', { name: 'Inbox' })
    .getByRole('link')
    .filter({ hasText: work.title })
    .click();
  const offer = adminPage.getByRole('article');
  await expect(offer).toContainText(`rosa.${stamp}@example.com`);
  await expect(offer).toContainText('Reserved');
  await expect(offer.getByRole('link', { name: /^Order / })).toBeVisible();
});
