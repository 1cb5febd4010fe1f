import type { Setting } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { SettingsScreen } from './settings-screen';

const setting = (key: string, value: Setting['value'], category: string): Setting => ({
  key,
  value,
  category,
  is_public: true,
  description: null,
  updated_at: '2026-01-01T00:00:00Z',
});

const SETTINGS: Setting[] = [
  setting('site_name', 'Elena Marsh', 'general'),
  setting('contact_email', '', 'general'),
  setting('instagram_url', 'https://www.instagram.com/elena', 'social'),
  setting('framing_enabled', true, 'framing'),
  setting('frame_cost_simple_black', 200, 'framing'),
  setting('frame_cost_simple_white', 200, 'framing'),
  setting('frame_cost_museum_quality', 500, 'framing'),
  setting('preview_password', true, 'preview'),
  setting('shipping_note', 'Ships in a crate', 'shop'),
  { ...setting('shipping_per_work', 75, 'shop'), description: 'Shipping per work (USD)' },
  setting('payment_instructions', 'Pay by bank transfer. '.repeat(8), 'shop'),
];

function renderSettings(handlers: Parameters<typeof mockApi>[0] = {}) {
  return renderWithApi(
    {
      'GET /admin/settings': () => ok(SETTINGS),
      'PUT /admin/settings/batch': () => ok(SETTINGS),
      ...handlers,
    },
    [
      { path: '/admin/settings', element: <SettingsScreen /> },
      { path: '/admin/dashboard', element: <p>Dashboard page</p> },
    ],
    '/admin/settings',
  );
}

describe('SettingsScreen', () => {
  it('shows a skeleton while loading, not the form', () => {
    mockApi({ 'GET /admin/settings': never });
    renderRoutes([{ path: '/', element: <SettingsScreen /> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user } = renderSettings({
      'GET /admin/settings': failsOnceThen('Server trouble', () => ok(SETTINGS)),
    });
    await expectAlertThenRetry(user, 'Server trouble');
    expect(await screen.findByLabelText('Site name')).toHaveValue('Elena Marsh');
  });

  it('shows an empty state when there are no settings', async () => {
    renderSettings({ 'GET /admin/settings': () => ok([]) });
    expect(await screen.findByText('No settings yet')).toBeInTheDocument();
  });

  it('renders a section per category, new categories and keys included', async () => {
    renderSettings();
    for (const name of ['General', 'Social', 'Framing', 'Preview collection', 'Shop']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const shop = screen.getByRole('region', { name: 'Shop' });
    expect(within(shop).getByLabelText('Shipping note')).toHaveValue('Ships in a crate');
    // Keys this screen does not know still get fitting controls from their type and description.
    expect(within(shop).getByLabelText('Shipping per work')).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(within(shop).getByText('Shipping per work (USD)')).toBeInTheDocument();
    expect(within(shop).getByLabelText('Payment instructions').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('switch', { name: 'Offer framing' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Museum quality frame')).toHaveValue('500');
  });

  it('sends only the changed keys, with numbers as numbers, and says so', async () => {
    const { user, api } = renderSettings();
    const museum = await screen.findByLabelText('Museum quality frame');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(museum);
    await user.type(museum, '650');
    await user.click(screen.getByRole('switch', { name: 'Offer framing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/admin/settings/batch')).toEqual({
      settings: [
        { key: 'framing_enabled', value: false },
        { key: 'frame_cost_museum_quality', value: 650 },
      ],
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('keeps the preview password write-only', async () => {
    const { user, api } = renderSettings();
    const field = await screen.findByLabelText('Set new password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('');
    expect(screen.getByText('Set')).toBeInTheDocument();
    // Another change alone does not send the password.
    await user.clear(screen.getByLabelText('Site name'));
    await user.type(screen.getByLabelText('Site name'), 'Studio Marsh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/admin/settings/batch')).toEqual({
      settings: [{ key: 'site_name', value: 'Studio Marsh' }],
    });
    await user.type(field, 'spring-preview');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/admin/settings/batch')).toHaveLength(2));
    expect(api.calls('PUT', '/admin/settings/batch')[1]?.body).toEqual({
      settings: [{ key: 'preview_password', value: 'spring-preview' }],
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('checks values before sending: whole dollars, URLs, emails', async () => {
    const { user, api } = renderSettings();
    const black = await screen.findByLabelText('Simple black frame');
    await user.clear(black);
    await user.type(black, '12.5');
    await user.type(screen.getByLabelText('Contact email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of dollars')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(black).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', '/admin/settings/batch')).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields", async () => {
    const { user } = renderSettings({
      'PUT /admin/settings/batch': () =>
        fail(400, 'instagram_url: must be an http(s) URL', [
          { path: 'instagram_url', message: 'must be an http(s) URL' },
        ]),
    });
    const url = await screen.findByLabelText('Social profile URL');
    await user.clear(url);
    await user.type(url, 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's predicate, completed by the field's label (decision 050).
    const message = await screen.findByText('Social profile URL must be an http(s) URL');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url.getAttribute('aria-describedby')).toContain(message.id);
    expect(
      await screen.findByText('Settings not saved: check the highlighted fields.'),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderSettings();
    await user.type(await screen.findByLabelText('Site name'), ' Studio');
    await router.navigate('/admin/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.getByLabelText('Site name')).toHaveValue('Elena Marsh Studio');
    await router.navigate('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
