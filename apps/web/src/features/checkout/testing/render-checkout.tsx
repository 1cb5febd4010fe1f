/** Renders /checkout as the route does, for the checkout tests (imported by *.test.tsx only). */
import type { CartItem } from '@atelier/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { fillBuyerAddress } from '@/test/fill-address';
import { mockApi, ok, renderRoutes } from '@/test/mock-api';
import { CheckoutPage } from '../components/checkout-page';
import { OPTIONS, quoteHandler } from './fixtures';
import { makeSiteSettings } from '@/test/factories';

/** The route's part: a cart the page can change through its callbacks. */
export function Cart({ initial }: { initial: CartItem[] }) {
  const [items, setItems] = useState(initial);
  const change = (id: number, patch: Partial<CartItem>) =>
    setItems((list) => list.map((i) => (i.artwork_id === id ? { ...i, ...patch } : i)));
  return (
    <CheckoutPage
      items={items}
      onRemove={(id) => setItems((list) => list.filter((i) => i.artwork_id !== id))}
      onQuantityChange={(id, quantity) => change(id, { quantity })}
      onFramingChange={(id, framing_option) => change(id, { framing_option })}
    />
  );
}

export function renderCheckout(
  items: CartItem[],
  handlers: Parameters<typeof mockApi>[0] = {},
  url = '/checkout',
) {
  const api = mockApi({
    'GET /settings/site': () => ok(makeSiteSettings()),
    'GET /checkout/options': () => ok(OPTIONS),
    'POST /checkout/quote': quoteHandler,
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/checkout', element: <Cart initial={items} /> },
      { path: '/checkout/success', element: <p>Success page</p> },
    ],
    { initialEntries: [url] },
  );
  return { ...view, api };
}

export const summary = () => screen.getByRole('region', { name: 'Order summary' });
export const findSummary = () => screen.findByRole('region', { name: 'Order summary' });
export const payButton = () => screen.getByRole('button', { name: /Place order/ });

export async function fillDetails(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await fillBuyerAddress(user);
}
