import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUYER_ADDRESS } from '@/test/factories';
import { answerLater, fail, never, ok } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { local } from '@/lib/storage';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { leaveForPayment } from '../lib/leave-for-payment';
import { cartLine, makeOrder, OPTIONS, placed, quoteHandler, refused } from '../testing/fixtures';
import {
  fillDetails,
  findSummary,
  payButton,
  renderCheckout,
  summary,
} from '../testing/render-checkout';

vi.mock('../lib/leave-for-payment', () => ({ leaveForPayment: vi.fn() }));

const HARBOUR = cartLine(3, 'Harbour Light', { framing_option: 'simple-black' });
const PEARS = cartLine(5, 'Pears', { quantity: 2 });

describe('CheckoutPage', () => {
  it('says the cart is empty and leads to the gallery, asking nothing of the server', () => {
    const { api } = renderCheckout([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expectLink('Browse Artwork', '/artwork');
    expect(api.calls('POST', '/checkout/quote')).toHaveLength(0);
  });

  it('shows a skeleton while the checkout loads, then its error with a retry', async () => {
    const { user } = renderCheckout([HARBOUR], {
      'GET /checkout/options': failsOnceThen('Shop unavailable', () => ok(OPTIONS)),
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expectAlertThenRetry(user, 'Shop unavailable');
    expect(await screen.findByRole('form', { name: 'Checkout details' })).toBeInTheDocument();
  });

  it('keeps the skeleton (no form) while the options load', () => {
    renderCheckout([HARBOUR], { 'GET /checkout/options': never });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("prices each line and the totals from the server's quote, never the cart's snapshot", async () => {
    const { api } = renderCheckout([HARBOUR, PEARS]);
    const box = await findSummary();
    expect(await within(box).findByText('$1,400')).toBeInTheDocument();
    // Harbour Light: $1,200 + $200 frame; Pears: $400 × 2.
    const harbour = within(box).getByRole('link', { name: 'Harbour Light' }).closest('li')!;
    expect(harbour).toHaveTextContent('$1,200 + $200 frame');
    const pears = within(box).getByRole('link', { name: 'Pears' }).closest('li')!;
    expect(pears).toHaveTextContent('$400 × 2');
    expect(pears).toHaveTextContent('$800');
    expectTexts(box, [
      'Subtotal (3 works)$2,200',
      'Includes $200 for framing',
      'Shipping$225',
      'Calculated from your state',
      'Total before tax$2,425',
    ]);
    // Lines go without any price; the destination starts at the shop's own country.
    expect(api.calls('POST', '/checkout/quote')[0]?.body).toEqual({
      lines: [
        { artwork_id: 3, quantity: 1, framing_option: 'simple-black' },
        { artwork_id: 5, quantity: 2, framing_option: 'unframed' },
      ],
      destination: { country: 'US' },
    });
  });

  it('asks again when the destination, quantity or framing changes', async () => {
    const { user, api } = renderCheckout([HARBOUR]);
    await within(await findSummary()).findByText('Total before tax');
    await user.selectOptions(screen.getByLabelText('State'), 'ME');
    expect(await within(summary()).findByText('Tax (5.5%)')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Total$1,552');
    // The pay button repeats the server's total for phones, where the summary is far above.
    expect(screen.getByRole('form', { name: 'Checkout details' })).toHaveTextContent('Total$1,552');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Harbour Light' }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent('Harbour Light$2,800$1,200 + $200 frame × 2'),
    );
    await user.selectOptions(screen.getByLabelText('Framing for Harbour Light'), 'museum-quality');
    await waitFor(() => expect(summary()).toHaveTextContent('$1,200 + $500 frame × 2'));
    const last = api.calls('POST', '/checkout/quote').at(-1)?.body;
    expect(last).toEqual({
      lines: [{ artwork_id: 3, quantity: 2, framing_option: 'museum-quality' }],
      destination: { country: 'US', region: 'ME' },
    });
  });

  it('switches the address to the chosen country: provinces, postal codes, international shipping', async () => {
    const { user, api } = renderCheckout([HARBOUR]);
    await user.selectOptions(await screen.findByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province')).toHaveRole('combobox');
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('POST', '/checkout/quote').at(-1)?.body).toMatchObject({
        destination: { country: 'CA' },
      }),
    );
    expect(await within(summary()).findByText('$250')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText(/^Region/)).toHaveRole('textbox');
  });

  it('shows the schema messages next to each field and sends nothing', async () => {
    const { user, api } = renderCheckout([HARBOUR]);
    await within(await findSummary()).findByText('Total before tax');
    await user.click(payButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    for (const message of [
      'Name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Email is required'),
    );
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('ZIP code'), '4101');
    await user.type(screen.getByLabelText(/Phone/), 'abc');
    await user.click(payButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid ZIP code, e.g. 04101 or 04101-1234'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(api.calls('POST', '/checkout/orders')).toHaveLength(0);
  });

  it('names each refused work on its line and removes it in one click', async () => {
    const { user } = renderCheckout([HARBOUR, PEARS, cartLine(8, 'Fog Study')], {
      'POST /checkout/quote': (request) => {
        const { lines } = request.body as {
          lines: Array<{ artwork_id: number; quantity: number }>;
        };
        // Pears is an edition with one left: refused only for more than one.
        const ids = lines
          .filter((l) => l.artwork_id !== 5 || l.quantity > 1)
          .map((l) => l.artwork_id);
        const problems = [
          { artwork_id: 3, title: 'Harbour Light', reason: 'reserved', available: 0 },
          { artwork_id: 5, title: 'Pears', reason: 'insufficient_stock', available: 1 },
          { artwork_id: 8, title: 'Fog Study', reason: 'sold', available: 0 },
        ].filter((p) => ids.includes(p.artwork_id));
        return problems.length ? refused(problems) : quoteHandler(request);
      },
    });
    const box = await findSummary();
    const line = (title: string) => within(box).getByRole('link', { name: title }).closest('li')!;
    expect(await within(box).findByText('Reserved by another buyer')).toBeInTheDocument();
    expect(line('Pears')).toHaveTextContent('Only 1 available');
    expect(line('Fog Study')).toHaveTextContent('Just sold');
    expect(within(box).getByRole('alert')).toHaveTextContent(
      '3 works in your cart can no longer be bought',
    );
    expect(payButton()).toBeDisabled();

    await user.click(
      within(line('Harbour Light')).getByRole('button', { name: 'Remove Harbour Light from cart' }),
    );
    await user.click(
      within(line('Fog Study')).getByRole('button', { name: 'Remove Fog Study from cart' }),
    );
    await user.click(within(line('Pears')).getByRole('button', { name: 'Change quantity to 1' }));
    expect(await within(box).findByText('Total before tax')).toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Harbour Light' })).not.toBeInTheDocument();
    expect(box).toHaveTextContent('Subtotal (1 work)$400');
    expect(payButton()).toBeEnabled();
  });

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
    vi.mocked(leaveForPayment).mockClear();
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

  it('says so when the shop is not taking orders', async () => {
    const { api } = renderCheckout([HARBOUR], {
      'GET /checkout/options': () => ok({ ...OPTIONS, orders_enabled: false }),
    });
    expect(await screen.findByText(/not taking orders at the moment/)).toBeInTheDocument();
    expectLink('Get in touch', '/contact');
    expect(api.calls('POST', '/checkout/quote')).toHaveLength(0);
  });
});
