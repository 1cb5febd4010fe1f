import { STORAGE_KEYS } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, fail, mockApi, never, ok, renderRoutes } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { api } from '@/lib/api-client';
import { RequireAuth } from './require-auth';

/** A guarded page that loads something, to provoke a later 401. */
function SettingsPage() {
  const query = useQuery({
    queryKey: ['admin', 'probe'],
    queryFn: () => api.get('/admin/settings'),
  });
  return <p>{query.isError ? 'Settings failed' : 'Settings page'}</p>;
}

function renderGuarded(url = '/admin/settings?tab=framing') {
  return renderRoutes(
    [
      { path: '/', element: <p>Start</p> },
      { path: '/admin/login', element: <p>Login page</p> },
      {
        path: '/admin/settings',
        element: (
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/', url] },
  );
}

describe('RequireAuth', () => {
  it('shows "Loading..." while GET /auth/me answers', () => {
    mockApi({ 'GET /auth/me': never });
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Settings page')).not.toBeInTheDocument();
  });

  it('redirects a signed-out user to /admin/login?redirect=<asked page>, replacing history', async () => {
    mockApi({ 'GET /auth/me': () => fail(401, 'Authentication required') });
    const { router } = renderGuarded();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/settings?tab=framing',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    // Back skips the guarded page: it was replaced, not pushed.
    await router.navigate(-1);
    expect(await screen.findByText('Start')).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    mockApi({ 'GET /auth/me': () => ok(ADMIN_USER), 'GET /admin/settings': () => ok([]) });
    renderGuarded();
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
  });

  it('sends the user to the login page when any later call answers 401', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'expired');
    mockApi({
      'GET /auth/me': () => ok(ADMIN_USER),
      'GET /admin/settings': () => fail(401, 'Authentication required'),
    });
    const { router } = renderGuarded();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('offers a retry when the session cannot be checked', async () => {
    mockApi({
      'GET /auth/me': failsOnceThen('Service unavailable', () => ok(ADMIN_USER), 503),
      'GET /admin/settings': () => ok([]),
    });
    const { user } = renderGuarded();
    await expectAlertThenRetry(user, 'Service unavailable');
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
  });
});
