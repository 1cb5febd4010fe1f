import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { cartLine, holdLimited, OPTIONS } from '../testing/fixtures';
import { fillDetails, payButton, renderCheckout, summary } from '../testing/render-checkout';

// One order holds at most `max_held_works` works, one buyer at most as many across orders
// awaiting payment: a larger cart is asked to contact the artist instead (decision 010).

const cart = (n: number) => Array.from({ length: n }, (_, i) => cartLine(100 + i, `Study ${i}`));

describe('checkout and the hold limit', () => {
  it('tells a cart of more works than one order may hold to contact the artist, before any details', async () => {
    const { api, user } = renderCheckout(cart(6));
    const note = await screen.findByRole('note', { name: 'Too many works for one order' });
    expect(note).toHaveTextContent(
      'One order can include at most 5 works. To buy more, please contact the artist.',
    );
    expectLink('Contact the artist', '/contact', note);
    await fillDetails(user);
    await within(summary()).findByText('Tax (5.5%)');
    expect(payButton()).toBeDisabled();
    expect(api.calls('POST', '/checkout/orders')).toHaveLength(0);
  });

  it('counts units, and follows the artist’s number', async () => {
    const { user } = renderCheckout([cartLine(100, 'Print', { quantity: 3 })], {
      'GET /checkout/options': () => ok({ ...OPTIONS, max_held_works: 2 }),
    });
    expect(
      await screen.findByText(
        'One order can include at most 2 works. To buy more, please contact the artist.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Print' }));
    expect(
      screen.queryByRole('note', { name: 'Too many works for one order' }),
    ).not.toBeInTheDocument();
  });

  it('lets a cart up to the limit through', async () => {
    renderCheckout(cart(5));
    await screen.findByRole('form', { name: 'Checkout details' });
    expect(
      screen.queryByRole('note', { name: 'Too many works for one order' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a buyer who already holds works, with the link', async () => {
    const { user } = renderCheckout(cart(2), {
      'POST /checkout/orders': () =>
        holdLimited({ kind: 'buyer', limit: 5, held: 4, requested: 2 }),
    });
    await fillDetails(user);
    await within(summary()).findByText('Tax (5.5%)');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You already have 4 works on hold in an order awaiting payment, and one buyer can hold at most 5 works at a time. Please complete that payment first, or contact the artist.',
    );
    expectLink('Contact the artist', '/contact', alert);
  });
});
