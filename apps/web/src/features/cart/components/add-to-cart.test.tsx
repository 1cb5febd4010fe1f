import type { CartArtwork } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsQueryOptions } from '@/lib/public-settings';
import { makeSiteSettings } from '@/test/factories';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/test/render';
import { useCartStore } from '../stores/cart-store';
import { AddToCart } from './add-to-cart';

const artwork: CartArtwork = {
  id: 7,
  title: 'Undertow',
  price: 5600,
  primary_image_url: '/uploads/7.webp',
};

function stubSettings({
  framingEnabled = true,
  costs = { simple_black: 250, simple_white: 200, museum_quality: 500 },
} = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/settings/site'))
        return jsonResponse({
          data: makeSiteSettings({ framing_enabled: framingEnabled, frame_costs: costs }),
        });
      return jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404);
    }),
  );
}

beforeEach(() => {
  useCartStore.setState({ items: [], updated_at: null, isCartOpen: false });
});

describe('AddToCart', () => {
  it('offers no framing and the frames with the server surcharges', async () => {
    stubSettings();
    renderWithProviders(<AddToCart artwork={artwork} />);
    const select = await screen.findByRole('combobox', { name: 'Framing' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['unframed', 'No framing'],
      ['simple-black', 'Simple black (+$250)'],
      ['simple-white', 'Simple white (+$200)'],
      ['museum-quality', 'Museum quality (+$500)'],
    ]);
    expect(select).toHaveValue('unframed');
  });

  it('adds the artwork snapshot with the chosen framing and opens the cart, which says so', async () => {
    stubSettings();
    const { user } = renderWithProviders(<AddToCart artwork={artwork} />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Framing' }),
      'museum-quality',
    );
    expect(screen.getByText('$6,100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().items).toEqual([
      { artwork_id: 7, quantity: 1, framing_option: 'museum-quality', artwork },
    ]);
    expect(useCartStore.getState().isCartOpen).toBe(true);
    // "Added to cart!" is the panel's (cart-panel.test), not a toast over it.
    expect(useCartStore.getState().addedAt).not.toBeNull();
  });

  it('hides the select and adds unframed while framing is disabled', async () => {
    stubSettings({ framingEnabled: false });
    // The setting is known (false), not merely still loading.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      siteSettingsQueryOptions().queryKey,
      makeSiteSettings({ framing_enabled: false }),
    );
    const { user } = renderWithProviders(<AddToCart artwork={artwork} />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(useCartStore.getState().items[0]?.framing_option).toBe('unframed');
  });
});
