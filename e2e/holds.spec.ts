import { expectNoSeriousViolations as scan } from './axe';
import { expect, test } from './fixtures';
import { emailFiles, waitForEmail } from './mail';

// A bank-transfer order holds its work for days (issue 44, decision 047): the buyer's
// confirmation page and email name the day; the artist sees the hold and its day on the
// dashboard and gives the buyer more time, and the buyer is emailed the new day.

/**
 * The day a hold ending at `iso` is stated with, written here rather than imported: the last
 * calendar day that has not ended somewhere on Earth (UTC−12) before the hold does.
 */
const heldDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Etc/GMT+12',
  })
    .format(new Date(Date.parse(iso) - 1))
    .replace(',', '');

test('a bank-transfer order is held until a day the buyer is told; the artist extends it', async ({
  adminPage,
  adminRequest,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `transfer.${stamp}@example.com`;
  const created = await adminRequest.post('/api/v1/artworks', {
    data: { title: `Transfer study ${stamp}`, price: 900 },
  });
  expect(created.status()).toBe(201);
  const work = (await created.json()).data as { id: number; title: string };

  // The buyer orders it (no Stripe here: payment is manual).
  const placed = await request.post('/api/v1/checkout/orders', {
    data: {
      lines: [{ artwork_id: work.id, quantity: 1 }],
      email,
      name: 'Noor Haddad',
      shipping_address: {
        line1: '12 Commercial Street',
        city: 'Portland',
        region: 'ME',
        postal_code: '04101',
        country: 'US',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as {
    number: string;
    token: string;
    hold_expires_at: string;
  };
  const day = heldDay(order.hold_expires_at);
  // Three days, to the end of the third.
  expect(Date.parse(order.hold_expires_at)).toBeGreaterThan(stamp + 3 * 86_400_000);
  const sentence = `We are holding this painting for you until ${day}`;

  // The confirmation page and the email say the day.
  const visitor = await browser.newContext({ baseURL });
  const buyer = await visitor.newPage();
  await buyer.goto(`/checkout/success?order=${order.token}`);
  const steps = buyer.getByRole('region', { name: 'How to pay' });
  await expect(steps).toContainText(sentence);
  await scan(buyer, '/checkout/success of a bank-transfer order');
  expect(await waitForEmail('order_confirmation', { to: email })).toContain(sentence);
  await visitor.close();

  // The artist sees the hold and its day on the dashboard, at 390 px too.
  const before = await emailFiles('order_hold_extended');
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto('/admin/dashboard');
  const held = adminPage.getByRole('region', { name: 'Works on hold' });
  // Below 1024 px each hold is a card (decision 050), a table row on a desktop.
  const card = held
    .getByRole('list', { name: 'Works on hold' })
    .locator(':scope > li') // a card, not the list of works inside it
    .filter({ hasText: work.title });
  await expect(card).toContainText(email);
  await expect(card).toContainText(day);
  // In reach once scrolled to: the card may be below the fold (other specs' holds come first),
  // but never cut off at the side.
  const extend = card.getByRole('button', { name: `Extend the hold of ${order.number}` });
  await extend.scrollIntoViewIfNeeded();
  await expect(extend).toBeInViewport({ ratio: 1 });
  const overflow = await adminPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the dashboard scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  const row = held.getByRole('row').filter({ hasText: work.title });
  await expect(row).toContainText(day);
  await scan(adminPage, '/admin/dashboard with works on hold');

  // Extend: the usual extension is offered (three days more); the artist takes it.
  await row.getByRole('button', { name: `Extend the hold of ${order.number}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Give Noor Haddad more time' });
  await expect(dialog).toContainText(`holds its works until ${day}`);
  await scan(adminPage, 'the extend-hold dialog');
  await dialog.getByRole('button', { name: 'Extend hold' }).click();
  await expect(
    adminPage.getByText('Hold extended: the buyer was emailed the new day'),
  ).toBeVisible();

  const extended = (await (await adminRequest.get('/api/v1/admin/orders/holds')).json()).data.find(
    (h: { number: string }) => h.number === order.number,
  ) as {
    hold_expires_at: string;
  };
  expect(Date.parse(extended.hold_expires_at) - Date.parse(order.hold_expires_at)).toBe(
    3 * 86_400_000,
  );
  const newDay = heldDay(extended.hold_expires_at);
  await expect(row).toContainText(newDay);
  expect(await waitForEmail('order_hold_extended', { to: email, before })).toContain(
    `We are holding this painting for you until ${newDay}`,
  );
});
