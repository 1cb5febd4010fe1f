import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fail, ok } from '@/test/mock-api';
import { cartLine, makeOrder } from '../testing/fixtures';
import { renderCheckout } from '../testing/render-checkout';
import { paymentRedirect } from '../lib/leave-for-payment';

// The redirect to Stripe is watched, never made: jsdom cannot leave the page.
let leaveForPayment: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveForPayment = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
});

const HARBOUR = cartLine(3, 'Harbour Light', { framing_option: 'simple-black' });

describe('CheckoutPage: back from a cancelled Stripe payment', () => {
  it('says calmly that a Stripe payment was cancelled and until when the works are held', async () => {
    renderCheckout(
      [HARBOUR],
      {
        'GET /orders/tok_abcdefghijklmnopqrstuvwxyz': () =>
          ok(makeOrder({ payment_provider: 'stripe', hold_expires_at: '2026-05-04T15:30:00' })),
      },
      '/checkout?cancelled=tok_abcdefghijklmnopqrstuvwxyz',
    );
    expect(await screen.findByText('Payment cancelled — nothing was charged.')).toBeInTheDocument();
    expect(await screen.findByText(/reserved for order EM-1001 until 3:30 PM/)).toBeInTheDocument();
  });

  it('takes the buyer back to Stripe to pay the same order', async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    const { user, api } = renderCheckout(
      [HARBOUR],
      {
        [`GET /orders/${token}`]: () => ok(makeOrder({ payment_provider: 'stripe' })),
        [`POST /orders/${token}/payment`]: () =>
          ok({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_again' }),
      },
      `/checkout?cancelled=${token}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Return to payment' }));
    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_again'),
    );
    expect(api.calls('POST', '/checkout/orders')).toHaveLength(0);
  });

  it('says so when the payment page has closed meanwhile', async () => {
    leaveForPayment.mockClear();
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    const { user } = renderCheckout(
      [HARBOUR],
      {
        [`GET /orders/${token}`]: () => ok(makeOrder({ payment_provider: 'stripe' })),
        [`POST /orders/${token}/payment`]: () =>
          fail(
            409,
            'The payment page for this order has closed. Place the order again from your cart.',
          ),
      },
      `/checkout?cancelled=${token}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Return to payment' }));
    expect(
      await screen.findByText(
        'The payment page for this order has closed. Place the order again from your cart.',
      ),
    ).toHaveRole('alert');
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('says the reservation has ended, with no way back to Stripe, for an order no longer pending', async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    renderCheckout(
      [HARBOUR],
      {
        [`GET /orders/${token}`]: () =>
          ok(makeOrder({ payment_provider: 'stripe', status: 'expired' })),
      },
      `/checkout?cancelled=${token}`,
    );
    expect(await screen.findByText('Payment cancelled — nothing was charged.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The reservation for order EM-1001 has ended and its works are back in the gallery. You can still place the order below while they are available.',
      ),
    ).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Checkout details' });
    expect(screen.queryByRole('button', { name: 'Return to payment' })).not.toBeInTheDocument();
  });
});
