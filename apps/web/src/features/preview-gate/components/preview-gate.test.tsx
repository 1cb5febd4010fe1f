import { MESSAGES } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PreviewGate } from './preview-gate';

const EXPIRES = '2030-01-02T00:00:00.000Z';

function stub(handler: (path: string, body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) =>
    handler(input.replace('/api/v1', ''), JSON.parse(String(init?.body ?? '{}'))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderGate = () => {
  const onGranted = vi.fn();
  return { onGranted, ...renderWithProviders(<PreviewGate onGranted={onGranted} />) };
};
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('PreviewGate tabs', () => {
  it('is a WAI-ARIA tablist moved with the arrow keys, Home and End', async () => {
    stub(() => jsonResponse({}));
    const { user } = renderGate();
    const password = screen.getByRole('tab', { name: 'Password' });
    const join = screen.getByRole('tab', { name: 'Join' });
    expect(screen.getByRole('tablist', { name: 'Ways to open the preview' })).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(join).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toBeVisible();
    await user.click(password);
    await user.keyboard('{ArrowRight}');
    expect(join).toHaveFocus();
    expect(join).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Join' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Password' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(password).toHaveFocus();
    await user.keyboard('{End}');
    expect(join).toHaveFocus();
    await user.keyboard('{Home}');
    expect(password).toHaveAttribute('aria-selected', 'true');
  });
});

describe('PreviewGate password tab', () => {
  it('requires the password and sends nothing without it', async () => {
    const fetchMock = stub(() => jsonResponse({}));
    const { user } = renderGate();
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Incorrect password" on a 401 and keeps focus in the field', async () => {
    stub(() =>
      jsonResponse({ error: { message: 'Incorrect password', code: 'incorrect_password' } }, 401),
    );
    const { user, onGranted } = renderGate();
    await user.type(passwordField(), 'guess');
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    expect(await screen.findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(onGranted).not.toHaveBeenCalled();
  });

  it('shows other failures as they are', async () => {
    stub(() =>
      jsonResponse({ error: { message: 'Too many attempts', code: 'rate_limited' } }, 429),
    );
    const { user } = renderGate();
    await user.type(passwordField(), 'guess');
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('grants access with the server grant and toasts "Access granted!"', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stub((path) =>
      path === '/preview/access'
        ? jsonResponse({ data: { token: 'signed', expires_at: EXPIRES } })
        : jsonResponse({}, 404),
    );
    const { user, onGranted } = renderGate();
    await user.type(passwordField(), 'preview2026');
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith('signed', EXPIRES));
    expect(success).toHaveBeenCalledWith(MESSAGES.previewGranted, expect.anything());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      password: 'preview2026',
    });
  });
});

describe('PreviewGate join tab', () => {
  const openJoin = async (user: ReturnType<typeof renderGate>['user']) => {
    await user.click(screen.getByRole('tab', { name: 'Join' }));
    return screen.getByRole('button', { name: 'Join and view' });
  };

  it('requires an email, then a valid one', async () => {
    const fetchMock = stub(() => jsonResponse({}));
    const { user } = renderGate();
    const submit = await openJoin(user);
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.invalidEmailAddress)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the fixed failure message whatever the server says', async () => {
    stub(() =>
      jsonResponse({ error: { message: 'Too many requests', code: 'rate_limited' } }, 429),
    );
    const { user, onGranted } = renderGate();
    const submit = await openJoin(user);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.previewSubscribeFailed);
    expect(onGranted).not.toHaveBeenCalled();
  });

  it('subscribes with source "preview", toasts the welcome and grants access', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stub(() =>
      jsonResponse({
        data: { message: 'Thanks', preview_token: 'joined', preview_expires_at: EXPIRES },
      }),
    );
    const { user, onGranted } = renderGate();
    const submit = await openJoin(user);
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.click(submit);
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith('joined', EXPIRES));
    expect(success).toHaveBeenCalledWith(MESSAGES.previewSubscribed, expect.anything());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ana@example.com',
      first_name: 'Ana',
      source: 'preview',
    });
  });
});

describe('PreviewGate personal link', () => {
  it('exchanges ?access= from a newsletter for a grant and clears it from the address', async () => {
    window.history.replaceState(null, '', '/preview?access=preview-link.abc');
    const fetchMock = stub((path, body) =>
      path === '/preview/access-link' && body.token === 'preview-link.abc'
        ? jsonResponse({ data: { token: 'signed', expires_at: EXPIRES } })
        : jsonResponse({ error: { message: 'no', code: 'x' } }, 400),
    );
    const { onGranted } = renderGate();
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith('signed', EXPIRES));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
  });
});
