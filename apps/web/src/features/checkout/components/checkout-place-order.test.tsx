import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BUYER_ADDRESS } from '@/test/factories';
import { answerLater, fail, ok } from '@/test/mock-api';
import { local } from '@/lib/storage';
import { cartLine, OPTIONS, placed, refused } from '../testing/fixtures';
import { fillDetails, payButton, renderCheckout, summary } from '../testing/render-checkout';
import { paymentRedirect } from '../lib/leave-for-payment';

// The redirect to Stripe is watched, never made: jsdom cannot leave the page.
let leaveForPayment: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveForPayment = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
});

const HARBOUR = cartLine(3, 'Harbour Light', { framing_option: 'simple-black' });

describe('CheckoutPage: placing the order', () => {
  it('places a manual-payment order once, however often Place order is pressed, then shows success', async () => {
    const later = answerLater();
    const { user, api, router } = renderCheckout([HARBOUR], {
      'POST /checkout/orders': later.handler,
    });
    await fillDetails(user);
    await user.type(screen.getByLabelText(/Phone/), '+1 207 555 0100');
    await user.click(screen.getByRole('checkbox', { name: /new paintings/ }));
    await within(summary()).findByText('Tax (5.5%)');
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute('aria-busy', 'true'));
    await user.click(payButton());
    await user.keyboard('{Enter}');
    expect(api.calls('POST', '/checkout/orders')).toHaveLength(1);
    expect(api.calls('POST', '/checkout/orders')[0]?.body).toEqual({
      lines: [{ artwork_id: 3, quantity: 1, framing_option: 'simple-black' }],
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '+1 207 555 0100',
      shipping_address: BUYER_ADDRESS,
      newsletter_opt_in: true,
    });
    later.answer(ok(placed({ provider: 'manual', instructions: 'Pay by transfer' })));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=tok_abcdefghijklmnopqrstuvwxyz');
    expect(local.get('checkout-placed-order')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('sends the buyer to Stripe Checkout and stays busy meanwhile', async () => {
    const { user } = renderCheckout([HARBOUR], {
      'GET /checkout/options': () => ok({ ...OPTIONS, payment_provider: 'stripe' }),
      'POST /checkout/orders': () =>
        ok(placed({ provider: 'stripe', checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' })),
    });
    await fillDetails(user);
    expect(screen.getByText(/held for you for 30 minutes/)).toBeInTheDocument();
    await within(summary()).findByText('Tax (5.5%)');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    expect(screen.getByRole('button', { name: /Continue to payment/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('Success page')).not.toBeInTheDocument();
  });

  it('shows works refused when placing the order on their lines, before any payment', async () => {
    const { user } = renderCheckout([HARBOUR], {
      'POST /checkout/orders': () =>
        refused([{ artwork_id: 3, title: 'Harbour Light', reason: 'sold', available: 0 }]),
    });
    await fillDetails(user);
    await within(summary()).findByText('Tax (5.5%)');
    await user.click(payButton());
    expect(await within(summary()).findByText('Just sold')).toBeInTheDocument();
    expect(
      within(summary()).getByRole('button', { name: 'Remove Harbour Light from cart' }),
    ).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("puts the server's field errors next to their fields and other failures by the button", async () => {
    let attempt = 0;
    const { user } = renderCheckout([HARBOUR], {
      'POST /checkout/orders': () =>
        ++attempt === 1
          ? fail(400, 'shipping_address.city: City is too long', [
              { path: 'shipping_address.city', message: 'City is too long' },
            ])
          : fail(429, 'Too many attempts. Please try again later.'),
    });
    await fillDetails(user);
    await within(summary()).findByText('Tax (5.5%)');
    await user.click(payButton());
    expect(await screen.findByText('City is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    await user.click(payButton());
    expect(await screen.findByText('Too many attempts. Please try again later.')).toHaveRole(
      'alert',
    );
  });
});
