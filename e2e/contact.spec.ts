import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test } from './fixtures';

// Every send here counts against the server's per-address contact throttle (5 per 10 minutes),
// so this file sends exactly one real message.

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token.token as string;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
});

test('promises a reply within 2-3 business days and hides the honeypot', async ({ page }) => {
  await expect(page.getByText(/2-3 business days/).first()).toBeVisible();
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  // Out of sight and out of the accessibility tree.
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
});

test('shows the required-field messages and focuses the first invalid field', async ({ page }) => {
  await sendButton(page).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  await expect(form(page).getByText('Email is required')).toBeVisible();
  await expect(form(page).getByText('Message is required')).toBeVisible();
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
});

test('rejects an invalid email and a message under 10 characters', async ({ page }) => {
  await form(page).getByLabel('Name').fill('Ann Lee');
  await form(page).getByLabel('Email').fill('ann@example');
  await form(page).getByLabel('Message').fill('Hi there');
  await sendButton(page).click();
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await expect(form(page).getByText('Message must be at least 10 characters long')).toBeVisible();
  await expect(form(page).getByText('Name is required')).toHaveCount(0);
  await expect(form(page).getByLabel('Email')).toBeFocused();
  // Fixing a field clears its message.
  await form(page).getByLabel('Email').fill('ann@example.com');
  await form(page).getByLabel('Message').fill('Hi there, a longer note.');
  await expect(form(page).getByText('Please enter a valid email address')).toHaveCount(0);
});

test('a sent message shows "Thank You!" and reaches the inbox; "Send another message" returns to the form', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const message = `Is "The Long Light" still available? (${stamp})`;
  await form(page).getByLabel('Name').fill('Ann Lee');
  await form(page).getByLabel('Email').fill(`ann.${stamp}@example.com`);
  await form(page).getByLabel('Subject').fill('Purchase question');
  await form(page).getByLabel('Message').fill(message);

  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact'));
  await sendButton(page).click();
  const body = await (await response).json();
  expect((await response).status()).toBe(201);

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(body.data.message)).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  const token = await adminToken(request);
  const inbox = await request.get('/api/v1/admin/messages', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const messages = (await inbox.json()).data as Array<{ message: string; subject: string | null }>;
  expect(messages.find((m) => m.message === message)?.subject).toBe('Purchase question');

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
});
