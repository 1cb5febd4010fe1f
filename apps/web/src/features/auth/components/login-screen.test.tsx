import { STORAGE_KEYS } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, fail, mockApi, never, ok } from '@/test/mock-api';
import { fillAndSubmit, loginOk, renderLogin } from '../testing/render-login';

const signedOut = () => fail(401, 'Authentication required');
describe('LoginScreen', () => {
  it('shows "Loading..." while the session is checked', () => {
    mockApi({ 'GET /auth/me': never });
    renderLogin();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('validates with the shared schema and calls nothing while fields are invalid', async () => {
    const api = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => loginOk('tok-123'),
    });
    const { user } = renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/login')).toHaveLength(0);
  });

  it.each([
    [401, 'Invalid email or password'],
    [429, 'Too many attempts. Please try again later.'],
  ])("shows the server's message on a %i and stores nothing", async (status, message) => {
    mockApi({ 'GET /auth/me': signedOut, 'POST /auth/login': () => fail(status, message) });
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'artist@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('stores the token, says "Login successful" and returns to the page asked for (replace)', async () => {
    const api = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => loginOk('tok-123'),
    });
    const { user, router } = renderLogin(
      '/admin/login?redirect=%2Fadmin%2Fsettings%3Ftab%3Dframing',
    );
    await fillAndSubmit(user, ' artist@example.com ', 'correct horse');
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(router.state.location.search).toBe('?tab=framing');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/login')[0]?.body).toEqual({
      email: 'artist@example.com',
      password: 'correct horse',
    });
  });

  it('goes to the dashboard without ?redirect, and never to another site', async () => {
    mockApi({ 'GET /auth/me': signedOut, 'POST /auth/login': () => loginOk('tok-123') });
    const { user, router } = renderLogin('/admin/login?redirect=%2F%2Fevil.example%2Fadmin');
    await fillAndSubmit(user, 'artist@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends a signed-in user straight on', async () => {
    mockApi({ 'GET /auth/me': () => ok(ADMIN_USER) });
    const { router } = renderLogin();
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
