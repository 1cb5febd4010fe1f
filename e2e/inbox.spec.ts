import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expectCoversNone } from './box';
import { expect, test } from './fixtures';

// The one inbox (issue 44, decision 051): messages, questions about works and offers were two
// screens that both listed the questions. Now one list with filters, one menu entry, and the
// old addresses lead into it; on a desktop and on a phone.

const ADDRESS = {
  line1: '1 Main St',
  city: 'Portland',
  region: 'ME',
  postal_code: '04101',
  country: 'US',
};

/** A work that takes offers, and one of each kind of item about it, all named by `stamp`. */
async function arrange(request: APIRequestContext, admin: APIRequestContext, stamp: number) {
  const created = await admin.post('/api/v1/artworks', {
    data: { title: `Inbox study ${stamp}`, price: 1500, offers_enabled: true },
  });
  expect(created.status()).toBe(201);
  const work = (await created.json()).data as { id: number; title: string };
  const sent = await Promise.all([
    request.post('/api/v1/contact', {
      data: {
        name: `Mara ${stamp}`,
        email: `mara.${stamp}@example.com`,
        subject: `Studio visit ${stamp}`,
        message: 'May I visit the studio in June?',
      },
    }),
    request.post('/api/v1/inquiries', {
      data: {
        artwork_id: work.id,
        name: `Quinn ${stamp}`,
        email: `quinn.${stamp}@example.com`,
        message: 'Is it varnished, and how is it hung?',
      },
    }),
    request.post('/api/v1/offers', {
      data: {
        artwork_id: work.id,
        amount: 1200,
        name: `Olga ${stamp}`,
        email: `olga.${stamp}@example.com`,
        shipping_address: ADDRESS,
      },
    }),
  ]);
  for (const response of sent) expect(response.status(), await response.text()).toBe(201);
  return work;
}

test('one inbox lists messages, questions and offers once each, with filters', async ({
  adminPage: page,
  adminRequest,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();
  const work = await arrange(request, adminRequest, stamp);

  // The old Messages address leads in; the menu has one entry.
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /^Messages|Offers/ })).toHaveCount(0);

  const inbox = page.getByRole('region', { name: 'Inbox' });
  const items = inbox.getByRole('link').filter({ hasText: String(stamp) });
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: `Olga ${stamp}` })).toContainText(
    `$1,200 for ${work.title}`,
  );
  await expect(items.filter({ hasText: `Quinn ${stamp}` })).toContainText(`About ${work.title}`);
  await expect(items.filter({ hasText: `Mara ${stamp}` })).toContainText(`Studio visit ${stamp}`);
  await expectNoSeriousViolations(page, '/admin/inbox');

  // Filters by kind.
  await page.getByLabel('Show').selectOption('Offers');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`Olga ${stamp}`);
  await page.getByLabel('Show').selectOption('Questions about works');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`Quinn ${stamp}`);
  await page.getByLabel('Show').selectOption('Messages');
  await expect(items).toHaveCount(1);

  // The message, read and marked answered; the toast keeps off the button it confirms.
  await items.click();
  const reader = page.getByRole('article', { name: `Studio visit ${stamp}` });
  await reader.getByRole('button', { name: 'Mark as answered' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Marked as answered' });
  await expect(toast).toHaveCSS('opacity', '1');
  await expectCoversNone(toast, {
    'the button it confirms': reader.getByRole('button', { name: 'Mark as not answered' }),
  });
  await expect(reader).toContainText('Answered');
  await page.screenshot({ path: testInfo.outputPath('inbox-1280.png') });

  // Filters by state: answered keeps the message; unread keeps the question and the offer.
  await page.getByLabel('Show').selectOption('Everything');
  await page.getByLabel('State').selectOption('Answered');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`Mara ${stamp}`);
  await page.getByLabel('State').selectOption('Unread');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `Mara ${stamp}` })).toHaveCount(0);

  // The old Offers address opens the inbox on its offers.
  await page.goto('/admin/offers');
  await expect(page).toHaveURL(/\/admin\/inbox\?kind=offer$/);
  await expect(page.getByLabel('Show')).toHaveValue('offer');
});

test('the inbox works on a phone: the list, then the open offer, no sideways scrolling', async ({
  adminPage: page,
  adminRequest,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now();
  const work = await arrange(request, adminRequest, stamp);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/admin/inbox');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  const offer = inbox.getByRole('link').filter({ hasText: `Olga ${stamp}` });
  await expect(offer).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('inbox-390.png') });

  await offer.click();
  const reader = page.getByRole('article');
  await expect(reader.getByRole('heading', { name: `$1,200 for ${work.title}` })).toBeVisible();
  await expect(inbox).toBeHidden();
  for (const name of ['Accept', 'Counter', 'Decline', 'Thread and reply'])
    await expect(reader.getByRole('button', { name, exact: true })).toBeInViewport();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'an offer open in the inbox on a phone');
  await page.screenshot({ path: testInfo.outputPath('inbox-offer-390.png') });
  await reader.getByRole('link', { name: '← Inbox' }).click();
  await expect(offer).toBeVisible();
});
