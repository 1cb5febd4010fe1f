/** Renders the sign-in screen and fills it in, for the login tests (imported by *.test.tsx only). */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ADMIN_USER, ok, renderRoutes } from '@/test/mock-api';
import { LoginScreen } from '../components/login-screen';

/** The answer to a right sign-in: the admin and a bearer `token`. */
export const loginOk = (token: string) =>
  ok({
    user: ADMIN_USER,
    token: { type: 'bearer', token, expires_at: '2030-01-01T00:00:00Z' },
  });

/** The screen at `url`, with marker pages where a sign-in or "Forgot password?" leads. */
export function renderLogin(url = '/admin/login') {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginScreen /> },
      { path: '/admin/forgot-password', element: <p>Forgot page</p> },
      { path: '/admin/*', element: <p>Admin page</p> },
    ],
    { initialEntries: [url] },
  );
}

/** Types what is given (an empty value is left untouched) and presses "Sign in". */
export async function fillAndSubmit(user: UserEvent, email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
