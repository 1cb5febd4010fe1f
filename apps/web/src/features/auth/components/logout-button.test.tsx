import { STORAGE_KEYS } from '@atelier/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, fail, mockApi, ok, renderRoutes } from '@/test/mock-api';
import { meQueryOptions } from '../api/get-me';
import { LogoutButton } from './logout-button';
import { RequireAuth } from './require-auth';

function renderLogout() {
  localStorage.setItem(STORAGE_KEYS.authToken, 'tok-123');
  const view = renderRoutes(
    [
      { path: '/admin/login', element: <p>Login page</p> },
      { path: '/admin/dashboard', element: <LogoutButton /> },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  view.queryClient.setQueryData(meQueryOptions().queryKey, ADMIN_USER);
  view.queryClient.setQueryData(['admin', 'dashboard'], { secret: true });
  return view;
}

describe('LogoutButton', () => {
  it.each([
    ['succeeds', () => ok({ message: 'Logged out' })],
    ['fails', () => fail(500, 'Internal error')],
    ['is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out and goes to /admin/login when the server %s', async (_case, answer) => {
    const api = mockApi({ 'POST /auth/logout': answer });
    const { user, router, queryClient } = renderLogout();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['admin', 'dashboard'])).toBeUndefined();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    // The token went with the call, so the server could revoke it.
    expect(api.fetchMock.mock.calls[0]?.[1]?.headers).toBeDefined();
    const headers = api.fetchMock.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('lands on the plain login page from a guarded page (no redirect back)', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok-123');
    mockApi({
      'GET /auth/me': () => ok(ADMIN_USER),
      'POST /auth/logout': () => ok({ message: 'Logged out' }),
    });
    const { user, router } = renderRoutes(
      [
        // Lazy like the real login route: the guard re-renders while its code loads.
        { path: '/admin/login', lazy: async () => ({ Component: () => <p>Login page</p> }) },
        {
          path: '/admin/dashboard',
          element: (
            <RequireAuth>
              <LogoutButton />
            </RequireAuth>
          ),
        },
      ],
      { initialEntries: ['/admin/dashboard'] },
    );
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('');
  });
});
