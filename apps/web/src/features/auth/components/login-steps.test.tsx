import { STORAGE_KEYS } from '@atelier/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi } from '@/test/mock-api';
import { jsonResponse } from '@/test/render';
import { fillAndSubmit, loginOk, renderLogin } from '../testing/render-login';

const step = (code: string, message: string) => jsonResponse({ error: { message, code } }, 401);
describe('LoginScreen steps', () => {
  it('asks for the authenticator code after a right password, focuses it, and sends it', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /auth/me': () => fail(401, 'Authentication required'),
      'POST /auth/login': () =>
        ++attempt === 1
          ? step('two_factor_required', 'Enter the 6-digit code from your authenticator app.')
          : loginOk('tok-2fa'),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'artist@example.com', 'correct horse');
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // A step is not an error: no red alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123 456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/login')[1]?.body).toEqual({
      email: 'artist@example.com',
      password: 'correct horse',
      code: '123456',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-2fa');
  });

  it("shows the emailed-code step with the server's explanation", async () => {
    const message = 'This account has seen many failed sign-ins, so we emailed a sign-in code.';
    mockApi({
      'GET /auth/me': () => fail(401, 'Authentication required'),
      'POST /auth/login': () => step('email_code_required', message),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'artist@example.com', 'correct horse');
    const field = await screen.findByLabelText('Emailed code');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(message);
  });

  it('links to "Forgot password?"', async () => {
    mockApi({ 'GET /auth/me': () => fail(401, 'Authentication required') });
    const { user } = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot page')).toBeInTheDocument();
  });
});
