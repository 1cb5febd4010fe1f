import type { Setting } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '@/test/mock-api';
import { SettingsScreen } from './settings-screen';

const shop = (key: string, value: Setting['value'], description: string): Setting => ({
  key,
  value,
  category: 'shop',
  is_public: true,
  description,
  updated_at: '2026-01-01T00:00:00Z',
});

// The shop's settings as the server defines them (settings.definitions.ts).
const SETTINGS: Setting[] = [
  shop(
    'shipping_domestic_country',
    'US',
    'Country shipped to at the domestic rate (ISO code, e.g. US)',
  ),
  shop('shipping_domestic_per_work', 75, 'Domestic shipping per work (USD)'),
  shop('shipping_international_per_work', 250, 'International shipping per work (USD)'),
  shop(
    'free_shipping_threshold',
    5000,
    'Order subtotal from which shipping is free (USD); 0 = never',
  ),
  shop('tax_rate_percent', 5.5, 'Sales tax rate in percent'),
  shop('tax_regions', 'US-ME', 'Where tax applies'),
  shop('checkout_hold_minutes', 30, 'Minutes an order paid by card holds its works'),
  shop(
    'manual_payment_hold_days',
    3,
    'Days an order paid by bank transfer or check holds its works',
  ),
  shop('checkout_max_held_works', 5, 'Most works one order, or one buyer, may hold'),
  shop('payment_instructions', 'Pay by bank transfer.', 'How to pay'),
  shop('orders_enabled', true, 'Accept orders through checkout'),
];

function renderSettings() {
  return renderWithApi(
    {
      'GET /admin/settings': () => ok(SETTINGS),
      'PUT /admin/settings/batch': () => ok(SETTINGS),
    },
    [{ path: '/admin/settings', element: <SettingsScreen /> }],
    '/admin/settings',
  );
}

describe('settings: the shop section', () => {
  it('gives each shop setting its label and control, in a sensible order', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Shop' });
    expect(within(section).getByRole('switch', { name: 'Accept orders' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const country = within(section).getByLabelText('Home country');
    expect(country.tagName).toBe('SELECT');
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Domestic shipping per work', '75'],
      ['International shipping per work', '250'],
      ['Free shipping from', '5000'],
    ] as const) {
      expect(within(section).getByLabelText(label)).toHaveValue(value);
      expect(within(section).getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(within(section).getByLabelText('Sales tax rate (%)')).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(within(section).getByLabelText('Tax regions')).toHaveValue('Maine (United States)');
    expect(within(section).getByLabelText('Hold works for card payment (minutes)')).toHaveValue(
      '30',
    );
    // A bank transfer takes days: its hold is its own setting (decision 047).
    expect(
      within(section).getByLabelText('Hold works for bank transfer or check (days)'),
    ).toHaveValue('3');
    expect(within(section).getByLabelText('Payment instructions').tagName).toBe('TEXTAREA');
    const labels = within(section)
      .getAllByText(/./, { selector: 'label' })
      .map((l) => l.textContent);
    expect(labels.slice(0, 3)).toEqual([
      'Accept orders',
      'Home country',
      'Domestic shipping per work',
    ]);
  });

  it('saves the new values with numbers as numbers and the country as its code', async () => {
    const { user, api } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Home country'), 'CA');
    const rate = screen.getByLabelText('Sales tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '8.25');
    await user.clear(screen.getByLabelText('Payment instructions'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment instructions is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment instructions'), 'Cheque to E. Marsh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/admin/settings/batch')).toEqual({
      settings: [
        { key: 'shipping_domestic_country', value: 'CA' },
        { key: 'tax_rate_percent', value: 8.25 },
        { key: 'payment_instructions', value: 'Cheque to E. Marsh' },
      ],
    });
  });

  it('takes tax regions by name and saves their codes', async () => {
    const { user, api } = renderSettings();
    const regions = await screen.findByLabelText('Tax regions');
    await user.clear(regions);
    await user.type(regions, 'Maine, Nowhere Land');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Not a country or state this site knows: Nowhere Land. Check the spelling.',
      ),
    ).toBeInTheDocument();
    await user.clear(regions);
    await user.type(regions, 'Maine, New Hampshire (United States), United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/admin/settings/batch')).toEqual({
      settings: [{ key: 'tax_regions', value: 'US-ME, US-NH, GB' }],
    });
  });

  it('lets the artist change how many works one buyer may hold, saved as a number', async () => {
    const { user, api } = renderSettings();
    const field = await screen.findByLabelText('Most works held per buyer');
    expect(field).toHaveValue('5');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.clear(field);
    await user.type(field, '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await api.bodySentOnce('PUT', '/admin/settings/batch')).toEqual({
      settings: [{ key: 'checkout_max_held_works', value: 8 }],
    });
  });
});
