import type { CartItem } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { Component as Checkout } from './checkout';
import { Component as CheckoutSuccess } from './checkout-success';

const line = (
  id: number,
  title: string,
  price: number,
  overrides: Partial<CartItem> = {},
): CartItem => ({
  artwork_id: id,
  quantity: 1,
  framing_option: 'unframed',
  artwork: { id, title, price, primary_image_url: null },
  ...overrides,
});

beforeEach(() => {
  useCartStore.setState({ items: [], updated_at: null, isCartOpen: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/settings/frame-costs')
        ? jsonResponse({ data: { simple_black: 250, simple_white: 250, museum_quality: 600 } })
        : jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404),
    ),
  );
});

describe('checkout placeholder', () => {
  it('shows the empty cart with a way back to the gallery', () => {
    renderWithProviders(<Checkout />, { route: '/checkout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Artwork' })).toHaveAttribute(
      'href',
      '/artwork',
    );
  });

  it('summarises the lines with the server frame costs and offers to purchase by message', async () => {
    useCartStore.setState({
      items: [
        line(3, 'Harbour Light', 1200, { framing_option: 'museum-quality', quantity: 2 }),
        line(5, 'Pears', 400),
      ],
    });
    renderWithProviders(<Checkout />, { route: '/checkout' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'Harbour Light' })).toHaveAttribute(
      'href',
      '/artwork/3',
    );
    expect(within(summary).getByText(/Museum quality · Qty 2/)).toBeInTheDocument();
    // (1200 + 600) × 2 + 400, once the server's frame costs have arrived.
    expect(await within(summary).findByText('$4,000')).toBeInTheDocument();
    expect(within(summary).getByText('$3,600')).toBeInTheDocument();
    expect(
      within(summary).getByText('Shipping and taxes calculated at checkout'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Secure online checkout is coming soon' }),
    ).toBeInTheDocument();
    const contact = screen.getByRole('link', { name: 'Contact to purchase' });
    expect(
      new URL(contact.getAttribute('href') ?? '', 'http://x').searchParams.get('subject'),
    ).toBe('Purchase enquiry: Harbour Light, Pears');
    expect(screen.getByRole('link', { name: 'Continue browsing' })).toHaveAttribute(
      'href',
      '/artwork',
    );
  });

  it('thanks the buyer on the success page', () => {
    renderWithProviders(<CheckoutSuccess />, { route: '/checkout/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the gallery' })).toHaveAttribute(
      'href',
      '/artwork',
    );
  });
});
