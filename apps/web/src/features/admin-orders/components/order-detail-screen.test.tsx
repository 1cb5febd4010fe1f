import type { AdminOrder } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type mockApi, never, ok, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { makeAdminOrder } from '../testing/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

function renderDetail(order: AdminOrder | null, handlers: Parameters<typeof mockApi>[0] = {}) {
  return renderWithApi(
    {
      'GET /admin/orders/7': order ? () => ok(order) : never,
      ...handlers,
    },
    [{ path: '/admin/orders/7', element: <OrderDetailScreen id={7} /> }],
    '/admin/orders/7',
  );
}

const actions = () => screen.getByRole('region', { name: 'Order actions' });
const actionNames = () =>
  within(actions())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('OrderDetailScreen', () => {
  it('shows a skeleton under the heading while loading', () => {
    renderDetail(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order actions' })).not.toBeInTheDocument();
  });

  it('shows lines, buyer, address, payment and history', async () => {
    renderDetail(
      makeAdminOrder('paid', {
        payment_provider: 'stripe',
        payment_reference: 'pi_123',
        events: [
          ...makeAdminOrder().events,
          {
            id: 2,
            from_status: 'pending_payment',
            to_status: 'paid',
            actor: 'stripe',
            note: null,
            created_at: '2026-03-02T12:00:00Z',
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order EM-1007' }),
    ).toBeInTheDocument();
    const works = screen.getByRole('region', { name: 'Works' });
    expectLink('Harbour Light', '/admin/artworks/3/edit', works);
    expect(works).toHaveTextContent('Simple black · $1,200 + $200 frame × 1');
    expect(works).toHaveTextContent('Total$1,552');
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expectLink('ada@example.com', 'mailto:ada@example.com', buyer);
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      'Ada Lovelace1 Harbour RoadStudio 2Portland, ME, 04101United States',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expectTexts(payment, ['Card (Stripe)', 'OrderCheckout', 'pi_123']);
    const history = screen.getByRole('region', { name: 'History' });
    expectTexts(history, [
      'Placed: Awaiting payment',
      'Order placed for manual payment',
      'Awaiting payment → PaidStripe',
    ]);
    expectLink('Packing slip', '/admin/orders/7/packing-slip');
  });

  it('offers only the actions the status allows', async () => {
    renderDetail(makeAdminOrder('pending_payment'));
    await screen.findByRole('region', { name: 'Order actions' });
    expect(actionNames()).toEqual(['Mark paid', 'Release hold', 'Cancel order']);
  });

  it('releases a pending order’s hold after confirming', async () => {
    const { user, api } = renderDetail(makeAdminOrder('pending_payment'), {
      'POST /admin/orders/7/release': () => ok(makeAdminOrder('expired')),
    });
    await user.click(await screen.findByRole('button', { name: 'Release hold' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release the works held by EM-1007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('Hold released: the works are on sale again'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/7/release')).toHaveLength(1);
    expect(actionNames()).toEqual(['Mark paid']);
  });

  it('gives a buyer paying by transfer more time from the order, and the history says so', async () => {
    // Held until the end of Thursday 10 December; the usual extension ends Sunday 13 December.
    const held = makeAdminOrder('pending_payment', {
      hold_expires_at: '2026-12-11T12:00:00Z',
      extend_to: '2026-12-14T12:00:00Z',
      allowed_actions: ['mark_paid', 'extend', 'cancel', 'release'],
    });
    const extended = makeAdminOrder('pending_payment', {
      ...held,
      hold_expires_at: '2026-12-14T12:00:00Z',
      events: [
        ...held.events,
        {
          id: 2,
          from_status: 'pending_payment',
          to_status: 'pending_payment',
          actor: 'admin:1',
          note: 'Hold extended until Sunday 13 December',
          created_at: '2026-12-08T09:00:00Z',
        },
      ],
    });
    const { user, api } = renderDetail(held, {
      'POST /admin/orders/7/extend-hold': () => ok(extended),
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Works held untilThursday 10 December');
    expect(actionNames()).toEqual(['Mark paid', 'Extend hold', 'Release hold', 'Cancel order']);
    await user.click(screen.getByRole('button', { name: 'Extend hold' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Ada Lovelace more time' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend hold' }));
    expect(
      await screen.findByText('Hold extended: the buyer was emailed the new day'),
    ).toBeInTheDocument();
    expect(await api.bodySentOnce('POST', '/admin/orders/7/extend-hold')).toEqual({
      until_day: '2026-12-13',
    });
    expect(payment).toHaveTextContent('Works held untilSunday 13 December');
    expectTexts(screen.getByRole('region', { name: 'History' }), [
      'Still awaiting payment',
      'Hold extended until Sunday 13 December',
    ]);
  });

  it('marks a manual order paid after confirming, then offers shipping', async () => {
    const { user, api } = renderDetail(makeAdminOrder('pending_payment'), {
      'POST /admin/orders/7/mark-paid': () => ok(makeAdminOrder('paid')),
    });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Order actions' })).findByRole(
        'button',
        { name: 'Mark paid' },
      ),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Mark EM-1007 as paid?' });
    expect(dialog).toHaveTextContent('The works are marked sold');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Order marked paid')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/7/mark-paid')).toHaveLength(1);
    expect(actionNames()).toEqual(['Mark shipped', 'Mark delivered', 'Refund', 'Cancel order']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for carrier and tracking number before marking shipped', async () => {
    const { user, api } = renderDetail(makeAdminOrder('paid'), {
      'POST /admin/orders/7/ship': () =>
        ok(makeAdminOrder('shipped', { carrier: 'USPS', tracking_number: '9400 1000' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order EM-1007' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Carrier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/admin/orders/7/ship')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Carrier'), 'USPS');
    await user.type(within(dialog).getByLabelText('Tracking number'), ' 9400 1000 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/orders/7/ship')[0]?.body).toEqual({
        carrier: 'USPS',
        tracking_number: '9400 1000',
      }),
    );
    expect(await screen.findByText('Order marked shipped')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipment' })).toHaveTextContent('9400 1000');
  });

  it('says the works are released when cancelling, and shows a refusal from the server', async () => {
    const { user } = renderDetail(makeAdminOrder('pending_payment'), {
      'POST /admin/orders/7/cancel': () => fail(409, 'Cannot cancel an order that is shipped'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order EM-1007?' });
    expect(dialog).toHaveTextContent('The works it holds are released and go back on sale');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(actions()).findByRole('alert')).toHaveTextContent(
      'Cannot cancel an order that is shipped',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refunds a Stripe payment through Stripe after confirming', async () => {
    const { user, api } = renderDetail(
      makeAdminOrder('shipped', {
        payment_provider: 'stripe',
        allowed_actions: ['deliver', 'refund'],
      }),
      {
        'POST /admin/orders/7/refund': () => ok(makeAdminOrder('refunded')),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund $1,552 to Ada Lovelace?' });
    expect(dialog).toHaveTextContent("refunded to the buyer's card through Stripe");
    expect(dialog).toHaveTextContent('The works stay sold');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/7/refund')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Order actions' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderDetail(null, { 'GET /admin/orders/7': () => fail(404, 'Order not found') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeInTheDocument();
    expectLink('← All orders', '/admin/orders');
  });

  it('shows a load error with a retry', async () => {
    const { user } = renderDetail(null, {
      'GET /admin/orders/7': failsOnceThen('Server trouble', () => ok(makeAdminOrder('paid'))),
    });
    await expectAlertThenRetry(user, 'Server trouble');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order EM-1007' }),
    ).toBeInTheDocument();
  });
});
