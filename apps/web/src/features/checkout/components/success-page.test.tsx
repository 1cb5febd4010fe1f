import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fail, mockApi, never, ok, renderRoutes } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { local } from '@/lib/storage';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { rememberPlacedOrder } from '../lib/placed-order';
import { makeOrder } from '../testing/fixtures';
import { SuccessPage } from './success-page';
import { makeSiteSettings } from '@/test/factories';
import { paymentRedirect } from '../lib/leave-for-payment';

// The redirect to Stripe is watched, never made: jsdom cannot leave the page.
let leaveForPayment: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveForPayment = vi.spyOn(paymentRedirect, 'leave').mockImplementation(() => undefined);
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const ORDER_PATH = `GET /orders/${TOKEN}`;

function renderSuccess(
  answer: Parameters<typeof mockApi>[0][string],
  url = `/checkout/success?order=${TOKEN}`,
) {
  const onOrderPlaced = vi.fn();
  const api = mockApi({
    'GET /settings/site': () => ok(makeSiteSettings()),
    [ORDER_PATH]: answer,
  });
  const view = renderRoutes(
    [{ path: '/checkout/success', element: <SuccessPage onOrderPlaced={onOrderPlaced} /> }],
    { initialEntries: [url] },
  );
  return { ...view, api, onOrderPlaced };
}

describe('SuccessPage', () => {
  it('shows a skeleton under one heading while the order loads', () => {
    renderSuccess(never);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/EM-1001/)).not.toBeInTheDocument();
  });

  it('shows the order number, lines, totals and the payment instructions of a manual order', async () => {
    // Paid by transfer: held to the end of Thursday 10 December everywhere (decision 047).
    renderSuccess(() => ok(makeOrder({ hold_expires_at: '2026-12-11T12:00:00Z' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText('EM-1001')).toBeInTheDocument();
    expect(screen.getByText(/Awaiting payment/)).toBeInTheDocument();
    expect(screen.getByText('Harbour Light')).toBeInTheDocument();
    expect(screen.getByText(/Simple black/)).toHaveTextContent('Simple black (+$200) · Qty 1');
    const order = screen.getByRole('region', { name: 'Your order' });
    expectTexts(order, [
      'Subtotal (1 work)$1,400',
      'Shipping$75',
      'Tax (5.5%)$77',
      'Total$1,552USD',
    ]);
    const steps = screen.getByRole('region', { name: 'How to pay' });
    expect(steps).toHaveTextContent('Please pay by bank transfer.');
    // (A year follows the day once 2026 is over.)
    expect(steps).toHaveTextContent(
      'We are holding this painting for you until Thursday 10 December',
    );
    expect(screen.getByRole('region', { name: 'Shipping to' })).toHaveTextContent(
      'Ada Lovelace1 Harbour RoadPortland, ME, 04101United States',
    );
  });

  it('empties the cart once for the order placed here, never again on reload', async () => {
    rememberPlacedOrder(TOKEN);
    const first = renderSuccess(() => ok(makeOrder()));
    await screen.findByText('EM-1001');
    await waitFor(() => expect(first.onOrderPlaced).toHaveBeenCalledTimes(1));
    expect(local.get('checkout-placed-order')).toBeNull();
    first.unmount();

    // The reload: same page, same order, and the cart is left alone.
    const reload = renderSuccess(() => ok(makeOrder()));
    expect(await screen.findByText('EM-1001')).toBeInTheDocument();
    expect(reload.onOrderPlaced).not.toHaveBeenCalled();
    expect(reload.api.calls('POST', '/checkout/orders')).toHaveLength(0);
  });

  it('leaves the cart alone when opened from an email (no order placed in this browser)', async () => {
    rememberPlacedOrder('some-other-order-token-123456');
    const { onOrderPlaced } = renderSuccess(() =>
      ok(makeOrder({ status: 'paid', status_label: 'Paid', payment_instructions: null })),
    );
    expect(await screen.findByText(/we'll email you/)).toBeInTheDocument();
    expect(onOrderPlaced).not.toHaveBeenCalled();
    expect(local.get('checkout-placed-order')).toBe('some-other-order-token-123456');
  });

  it('asks the server to confirm a Stripe payment with the session id', async () => {
    rememberPlacedOrder(TOKEN);
    const { api, onOrderPlaced } = renderSuccess(
      () => ok(makeOrder({ status: 'paid', status_label: 'Paid', payment_provider: 'stripe' })),
      `/checkout/success?order=${TOKEN}&session_id=cs_test_123`,
    );
    expect(
      await screen.findByText(/we'll email you at ada@example.com when it ships/),
    ).toBeInTheDocument();
    expect(api.calls('GET', `/orders/${TOKEN}`)[0]?.url.searchParams.get('session_id')).toBe(
      'cs_test_123',
    );
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledTimes(1));
  });

  it('shows the tracking link of a shipped order', async () => {
    renderSuccess(() =>
      ok(
        makeOrder({
          status: 'shipped',
          status_label: 'Shipped',
          carrier: 'USPS',
          tracking_number: '9400',
          tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
        }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is on its way' }),
    ).toBeInTheDocument();
    expectLink(/Track your parcel/, 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
  });

  it('says an unknown order was not found and leads to the gallery', async () => {
    renderSuccess(() => fail(404, 'Order not found'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeInTheDocument();
    expectLink('Back to the gallery', '/artwork');
  });

  it('treats a missing order parameter as not found without asking the server', () => {
    const { api } = renderSuccess(never, '/checkout/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls('GET', `/orders/${TOKEN}`)).toHaveLength(0);
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const { user } = renderSuccess(
      failsOnceThen('Something went wrong on our side', () => ok(makeOrder())),
    );
    await expectAlertThenRetry(user, 'Something went wrong on our side');
    expect(await screen.findByText('EM-1001')).toBeInTheDocument();
  });
});

describe('a reservation paid by card', () => {
  const reservation = makeOrder({
    kind: 'reservation',
    payment_provider: 'stripe',
    payment_instructions: null,
    hold_expires_at: '2026-11-29T15:05:00Z',
  });
  const PAYMENT = `POST /orders/${TOKEN}/payment`;

  function renderReservation(
    payment: Parameters<typeof mockApi>[0][string],
    url = `/checkout/success?order=${TOKEN}`,
  ) {
    const api = mockApi({
      'GET /settings/site': () => ok(makeSiteSettings()),
      [ORDER_PATH]: () => ok(reservation),
      [PAYMENT]: payment,
    });
    renderRoutes(
      [{ path: '/checkout/success', element: <SuccessPage onOrderPlaced={vi.fn()} /> }],
      { initialEntries: [url] },
    );
    return api;
  }

  it('offers to pay by card until the reservation ends, and goes to Stripe’s page', async () => {
    leaveForPayment.mockClear();
    const api = renderReservation(() =>
      ok({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_reserved' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserved for you' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How to pay' });
    expect(steps).toHaveTextContent('Pay by card through Stripe’s secure checkout.');
    expect(steps).toHaveTextContent(/reserved for you until \w+day, November 29 at/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_reserved'),
    );
    expect(api.calls('POST', `/orders/${TOKEN}/payment`)).toHaveLength(1);
  });

  it('says why when no page can be opened, and stays on the order', async () => {
    leaveForPayment.mockClear();
    renderReservation(() =>
      fail(
        409,
        'This reservation has ended. Please get in touch if you would still like the work.',
        undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reservation has ended.');
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('shows the payment being confirmed, with no button, when back from Stripe', async () => {
    renderReservation(never, `/checkout/success?order=${TOKEN}&session_id=cs_reserved`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you — one moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });
});
