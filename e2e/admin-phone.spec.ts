import type { Page } from '@playwright/test';
import {
  adminRoutePatterns,
  arrangeAdminData,
  pathOf,
  SIGNED_OUT,
  type WalkIds,
} from './admin-routes';
import { expectNoSeriousViolations } from './axe';
import { E2E_ADMIN, expect, test } from './fixtures';
import { expectNothingWiderThanTheScreen, expectPlainWords } from './screen-checks';

// Every admin screen on a phone, in a painter's words (issue 44 items 5 and 6, decision 050):
// each route the web app declares is opened at 390 × 844 with rows to show, and fails when
// anything is wider than the screen or a developer's word is on it. Then the main dialogs
// and forms, with their validation messages showing.

const PHONE = { width: 390, height: 844 };

let ids: WalkIds;

test.beforeAll(async ({ playwright, server }) => {
  const login = await playwright.request.newContext({ baseURL: server.baseUrl });
  const token = (await (await login.post('/api/v1/auth/login', { data: E2E_ADMIN })).json()).data
    .token.token as string;
  await login.dispose();
  const admin = await playwright.request.newContext({
    baseURL: server.baseUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  ids = await arrangeAdminData(admin);
  await admin.dispose();
});

test.use({ viewport: PHONE });

/** Waits for the screen's heading, its data and the end of every skeleton. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
}

async function checkScreen(page: Page, label: string) {
  await expectNothingWiderThanTheScreen(page, label);
  await expectPlainWords(page, label);
}

for (const pattern of adminRoutePatterns()) {
  test(`${pattern} fits a phone and speaks plainly`, async ({ page, adminPage }) => {
    const signedOut = SIGNED_OUT.has(pattern);
    const screen = signedOut ? page : adminPage;
    await screen.goto(pathOf(pattern, ids));
    await settle(screen);
    await checkScreen(screen, pattern);
  });
}

/**
 * Opens the arranged offer (the long name, address and note) from the inbox, where offers are
 * answered since the inbox replaced the offers table (decision 051); returns its reader.
 */
async function openTheLongOffer(page: Page) {
  await page.goto('/admin/inbox?kind=offer');
  await settle(page);
  await page
    .getByRole('region', { name: 'Inbox' })
    .getByRole('link')
    .filter({ hasText: 'Margarethe Oyelaran-Whitfield' })
    .first()
    .click();
  const reader = page.getByRole('article');
  await expect(reader.getByRole('heading', { name: /^\$1,900 for Evening light/ })).toBeVisible();
  return reader;
}

test('offers: every answer is within reach on a phone, and the counter dialog fits', async ({
  adminPage: page,
}) => {
  const reader = await openTheLongOffer(page);
  for (const answer of ['Accept', 'Counter', 'Decline', 'Thread and reply']) {
    const button = reader.getByRole('button', { name: answer, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await checkScreen(page, 'an offer open in the inbox at 390 px');
  await expectNoSeriousViolations(page, 'an offer open in the inbox at 390 px');
  await reader.getByRole('button', { name: 'Counter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter the offer' });
  const send = dialog.getByRole('button', { name: 'Send counter-offer' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await send.click();
  await expect(dialog.getByText('Your price is required')).toBeVisible();
  await checkScreen(page, 'the counter-offer dialog with its errors');
});

test('offers on a 1280 px desktop: the offer beside the inbox, every answer in view', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const reader = await openTheLongOffer(page);
  await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
  for (const answer of ['Thread and reply', 'Accept', 'Counter', 'Decline'])
    await expect(reader.getByRole('button', { name: answer, exact: true })).toBeInViewport({
      ratio: 1,
    });
  await expectNothingWiderThanTheScreen(page, 'an offer open in the inbox at 1280 px');
});

test('"Reserve for a buyer" fits a phone: its buttons in reach, its errors plain', async ({
  adminPage: page,
}) => {
  await page.goto(`/admin/artworks/${ids.artwork}/edit`);
  await settle(page);
  await page.getByRole('button', { name: 'Reserve for a buyer' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reserve “/ });
  const reserve = dialog.getByRole('button', { name: 'Reserve', exact: true });
  // The form is taller than the phone: the buttons stay in reach at its foot.
  await expect(reserve).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await reserve.click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await checkScreen(page, 'the reserve-for-a-buyer dialog with its errors');
  await expectNoSeriousViolations(page, 'the reserve-for-a-buyer dialog at 390 px');
});

test('a new work: no "saved" before anything is, and its errors name their fields', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/artworks/new');
  await settle(page);
  await expect(page.getByText('All changes saved')).toHaveCount(0);
  await page.getByLabel('Title').fill('x');
  await page.getByLabel('Title').fill('');
  await page.getByLabel('Price (USD)').fill('a lot');
  await page.getByRole('button', { name: 'Add artwork' }).click();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Price must be a number')).toBeVisible();
  await checkScreen(page, '/admin/artworks/new with its errors');
});

test('settings with a wrong value: the message names the field', async ({ adminPage: page }) => {
  await page.goto('/admin/settings');
  await settle(page);
  await page.getByLabel('Sales tax rate (%)').fill('some');
  await page.getByLabel('Site name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site name is required')).toBeVisible();
  await checkScreen(page, '/admin/settings with its errors');
});
