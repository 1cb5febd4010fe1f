import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { never, ok } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { cartLine, OPTIONS, quoteHandler, refused } from '../testing/fixtures';
import { findSummary, payButton, renderCheckout, summary } from '../testing/render-checkout';
import { paymentRedirect } from '../lib/leave-for-payment';

// The redirect to Stripe is watched, never made: jsdom cannot leave the page.
beforeEach(() => {
  vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
});

const HARBOUR = cartLine(3, 'Harbour Light', { framing_option: 'simple-black' });
const PEARS = cartLine(5, 'Pears', { quantity: 2 });

// The checkout form: loading, the quote, the address, validation and refused lines. Placing
// the order is in checkout-place-order.test.tsx, coming back from Stripe in
// checkout-cancelled.test.tsx.
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

  it('says so when the shop is not taking orders', async () => {
    const { api } = renderCheckout([HARBOUR], {
      'GET /checkout/options': () => ok({ ...OPTIONS, orders_enabled: false }),
    });
    expect(await screen.findByText(/not taking orders at the moment/)).toBeInTheDocument();
    expectLink('Get in touch', '/contact');
    expect(api.calls('POST', '/checkout/quote')).toHaveLength(0);
  });
});
