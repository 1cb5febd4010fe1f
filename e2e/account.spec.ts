import { generate } from 'otplib';
import { expectNoSeriousViolations } from './axe';
import { E2E_ADMIN, expect, loginThroughUi, test } from './fixtures';
import { emailFiles, linkIn, waitForEmail } from './mail';

// The admin's own account: logging out revokes the token, a forgotten password is reset by
// the emailed link, and the account screen (password, two-factor, sessions) works by keyboard.

test('logging out through the admin screen revokes the token on the server', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await loginThroughUi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const me = () =>
    request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect((await me()).status()).toBe(401);
});

test('a forgotten password is reset by the emailed link, and the new one signs in', async ({
  page,
  request,
}) => {
  const newPassword = 'a fresh e2e password';
  const before = await emailFiles('password_reset');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'forgot password');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(/a reset link is on its way/)).toBeFocused();

  const email = await waitForEmail('password_reset', { before });
  await page.goto(linkIn(email, /^\/admin\/reset-password#token=[\w-]+$/));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'reset password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link worked once; then the old password comes back for the other specs.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const restore = await request.put('/api/v1/auth/account/password', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: newPassword, new_password: E2E_ADMIN.password },
  });
  expect(restore.status()).toBe(200);
});

test('the account screen: two-factor on and off, sessions, by keyboard and without violations', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expectNoSeriousViolations(page, 'account');

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const heading = page.getByRole('heading', { name: 'Scan this code with your authenticator app' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'two-factor set-up');
  const secret = (await page.locator('code').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.keyboard.press('Enter');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoSeriousViolations(page, 'recovery codes');
  const recovery = (await codes.first().textContent())!;
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Off again (other specs sign in with the password alone), with a recovery code.
  const off = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await off.getByLabel('Current password').fill(E2E_ADMIN.password);
  await off.getByLabel('Authentication code').fill(recovery);
  await off.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});
