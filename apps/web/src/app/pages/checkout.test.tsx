import type { CartItem } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, renderRoutes } from '@/test/mock-api';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { makeOrder, OPTIONS, quoteHandler } from '@/features/checkout/testing/fixtures';
import { Component as Checkout } from './checkout';
import { Component as CheckoutSuccess } from './checkout-success';
import { makeSiteSettings } from '@/test/factories';

const line = (id: number, title: string, quantity = 1): CartItem => ({
  artwork_id: id,
  quantity,
  framing_option: 'unframed',
  artwork: { id, title, price: 1200, primary_image_url: null },
});

beforeEach(() => {
  useCartStore.setState({ items: [], updated_at: null, isCartOpen: false });
  mockApi({
    'GET /settings/site': () => ok(makeSiteSettings()),
    'GET /checkout/options': () => ok(OPTIONS),
    'POST /checkout/quote': quoteHandler,
    [`GET /orders/${makeOrder().token}`]: () => ok(makeOrder()),
  });
});

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/checkout', element: <Checkout /> },
      { path: '/checkout/success', element: <CheckoutSuccess /> },
    ],
    { initialEntries: [url] },
  );

describe('checkout routes', () => {
  it('review the cart store and change it through the checkout page', async () => {
    useCartStore.setState({ items: [line(3, 'Harbour Light', 2), line(5, 'Pears')] });
    const { user } = renderAt('/checkout');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await user.click(
      within(summary).getByRole('button', { name: 'Decrease quantity of Harbour Light' }),
    );
    await user.click(within(summary).getByRole('button', { name: 'Remove Pears from cart' }));
    expect(useCartStore.getState().items).toMatchObject([{ artwork_id: 3, quantity: 1 }]);
  });

  it('empty the cart when the order placed here succeeds', async () => {
    useCartStore.setState({ items: [line(3, 'Harbour Light')] });
    localStorage.setItem('checkout-placed-order', makeOrder().token);
    renderAt(`/checkout/success?order=${makeOrder().token}`);
    expect(await screen.findByText('EM-1001')).toBeInTheDocument();
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
  });
});
