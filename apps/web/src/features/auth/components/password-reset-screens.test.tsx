import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderRoutes } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const routes = [
  { path: '/admin/forgot-password', element: <ForgotPasswordScreen /> },
  { path: '/admin/reset-password', element: <ResetPasswordScreen /> },
  { path: '/admin/login', element: <p>Login page</p> },
];

describe('ForgotPasswordScreen', () => {
  it("sends the email and shows the server's answer, focused", async () => {
    const message = 'If that email belongs to the admin, a reset link is on its way.';
    const api = mockApi({ 'POST /auth/password/forgot': () => ok({ message }) });
    const { user } = renderRoutes(routes, { initialEntries: ['/admin/forgot-password'] });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'artist@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toHaveFocus();
    expect(api.calls('POST', '/auth/password/forgot')[0]?.body).toEqual({
      email: 'artist@example.com',
    });
  });
});

describe('ResetPasswordScreen', () => {
  it('reads the token from the fragment, sets the password and goes to sign in', async () => {
    const api = mockApi({
      'POST /auth/password/reset': () => ok({ message: 'Your password is set. Sign in with it.' }),
    });
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/admin/reset-password#token=abc123'],
    });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.calls('POST', '/auth/password/reset')[0]?.body).toEqual({
      token: 'abc123',
      password: 'a long new password',
    });
    expect(await screen.findByText('Your password is set. Sign in with it.')).toBeInTheDocument();
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({
      'POST /auth/password/reset': () =>
        fail(400, 'This reset link is invalid, used or expired. Ask for a new one.'),
    });
    const { user } = renderRoutes(routes, { initialEntries: ['/admin/reset-password#token=old'] });
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid, used or expired');
    expectLink('Ask for a new link', '/admin/forgot-password');
  });

  it('without a token, points to the forgot page', async () => {
    mockApi({});
    renderRoutes(routes, { initialEntries: ['/admin/reset-password'] });
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
