import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { listPage, makeAdminOrder, makeHeld } from '../testing/fixtures';
import { OrdersScreen } from './orders-screen';

// The orders screen shows which works are held right now, by which order and until when, and
// lets the artist release a hold (decision 010).

function renderOrders(holds: ReturnType<typeof makeHeld>[][]) {
  let call = 0;
  return renderWithApi(
    {
      'GET /admin/orders': () => jsonResponse(listPage([])),
      'GET /admin/orders/holds': () => ok(holds[Math.min(call++, holds.length - 1)]),
      'POST /admin/orders/7/release': () => ok(makeAdminOrder('expired')),
      'POST /admin/orders/7/extend-hold': () => ok(makeAdminOrder('pending_payment')),
    },
    [{ path: '/admin/orders', element: <OrdersScreen /> }],
    '/admin/orders',
  );
}

const HELD = makeHeld(7, {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  works: [
    { artwork_id: 3, title: 'Harbour Light', quantity: 1 },
    { artwork_id: 5, title: 'Pears', quantity: 2 },
  ],
});

describe('works on hold', () => {
  it('lists each held order with its works, buyer and end of hold', async () => {
    renderOrders([[HELD, makeHeld(8)]]);
    const section = await screen.findByRole('region', { name: 'Works on hold' });
    const table = within(section).getByRole('table', { name: 'Works on hold' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expectLink('EM-1007', '/admin/orders/7', rows[1]!);
    expectTexts(rows[1], ['Harbour Light', 'Pears × 2', 'Ada Lovelace', 'ada@example.com']);
    expect(within(rows[1]!).getByRole('time')).toHaveAttribute('datetime', '2026-03-02T10:30:00Z');
    expect(
      within(rows[2]!).getByRole('button', { name: 'Release the hold of EM-1008' }),
    ).toBeInTheDocument();
  });

  it('releases a hold after confirming: the works go back on sale and the list follows', async () => {
    const { user, api } = renderOrders([[HELD], []]);
    const section = await screen.findByRole('region', { name: 'Works on hold' });
    await user.click(within(section).getByRole('button', { name: 'Release the hold of EM-1007' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release the works held by EM-1007?' });
    expect(dialog).toHaveTextContent('go back on sale at once');
    expect(dialog).toHaveTextContent('not emailed');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('Hold released: the works are on sale again'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/7/release')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Works on hold' })).not.toBeInTheDocument(),
    );
  });

  it('gives a buyer paying by transfer more time, to the usual day or one the artist picks', async () => {
    // Held until the end of Thursday 10 December; the usual extension ends Sunday 13 December.
    const byTransfer = {
      ...HELD,
      hold_expires_at: '2026-12-11T12:00:00Z',
      extend_to: '2026-12-14T12:00:00Z',
    };
    const { user, api } = renderOrders([[byTransfer]]);
    const section = await screen.findByRole('region', { name: 'Works on hold' });
    expect(section).toHaveTextContent('Thursday 10 December');
    await user.click(within(section).getByRole('button', { name: 'Extend the hold of EM-1007' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Ada Lovelace more time' });
    expect(dialog).toHaveTextContent('holds its works until Thursday 10 December');
    const day = within(dialog).getByLabelText('Hold until');
    expect(day).toHaveValue('2026-12-13');
    expect(dialog).toHaveTextContent('Until the end of Sunday 13 December');
    await user.clear(day);
    await user.type(day, '2026-12-09');
    await user.click(within(dialog).getByRole('button', { name: 'Extend hold' }));
    expect(dialog).toHaveTextContent('Choose a day after Thursday 10 December');
    expect(api.calls('POST', '/admin/orders/7/extend-hold')).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Extend hold' }));
    expect(
      await screen.findByText('Hold extended: the buyer was emailed the new day'),
    ).toBeInTheDocument();
    expect(await api.bodySentOnce('POST', '/admin/orders/7/extend-hold')).toEqual({
      until_day: '2026-12-20',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason in the artist’s words when it refuses the day', async () => {
    const byTransfer = {
      ...HELD,
      hold_expires_at: '2026-12-11T12:00:00Z',
      extend_to: '2026-12-14T12:00:00Z',
    };
    const reason = 'A hold can end at most 60 days from today.';
    const { user } = renderWithApi(
      {
        'GET /admin/orders': () => jsonResponse(listPage([])),
        'GET /admin/orders/holds': () => ok([byTransfer]),
        'POST /admin/orders/7/extend-hold': () =>
          fail(400, `until_day: ${reason}`, [{ path: 'until_day', message: reason }]),
      },
      [{ path: '/admin/orders', element: <OrdersScreen /> }],
      '/admin/orders',
    );
    const section = await screen.findByRole('region', { name: 'Works on hold' });
    await user.click(within(section).getByRole('button', { name: 'Extend the hold of EM-1007' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Ada Lovelace more time' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend hold' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('until_day');
  });

  it('offers no extension where the hold cannot be extended', async () => {
    renderOrders([[HELD]]);
    const section = await screen.findByRole('region', { name: 'Works on hold' });
    expect(within(section).queryByRole('button', { name: /^Extend/ })).not.toBeInTheDocument();
  });

  it('shows nothing when no work is held', async () => {
    const { api } = renderOrders([[]]);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/orders/holds')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Works on hold' })).not.toBeInTheDocument();
  });

  it('says when the works on hold cannot be loaded, with a retry', async () => {
    mockApi({
      'GET /admin/orders': () => jsonResponse(listPage([])),
      'GET /admin/orders/holds': failsOnceThen('Holds unavailable', () => ok([HELD])),
    });
    const { user } = renderRoutes([{ path: '/admin/orders', element: <OrdersScreen /> }], {
      initialEntries: ['/admin/orders'],
    });
    await expectAlertThenRetry(user, 'Holds unavailable');
    expect(await screen.findByRole('region', { name: 'Works on hold' })).toBeInTheDocument();
  });
});
