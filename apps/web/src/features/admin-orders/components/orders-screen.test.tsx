import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type mockApi, never, ok, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { expectLastQuery } from '@/test/list-screen';
import { expectTexts } from '@/test/expect-texts';
import { listPage, makeSummary } from '../testing/fixtures';
import { OrdersScreen } from './orders-screen';

function renderOrders(answer: Parameters<typeof mockApi>[0][string], url = '/admin/orders') {
  // Nothing held: the works-on-hold panel (its own tests) stays out of the way.
  return renderWithApi(
    { 'GET /admin/orders': answer, 'GET /admin/orders/holds': () => ok([]) },
    [{ path: '/admin/orders', element: <OrdersScreen /> }],
    url,
  );
}

const lastQuery = (api: ReturnType<typeof renderOrders>['api']) =>
  api.queries('/admin/orders').at(-1)!;

// A filter or search starts the list again from its first page.
const FIRST_PAGE = { page: '1', limit: '25' };

describe('OrdersScreen', () => {
  it('shows a skeleton, not a table, while loading', () => {
    renderOrders(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists number, date, buyer, total, status and payment, each opening the order', async () => {
    renderOrders(() =>
      jsonResponse(
        listPage([
          makeSummary(1, {
            status: 'pending_payment',
            status_label: 'Awaiting payment',
            hold_active: true,
            hold_expires_at: '2026-03-02T10:30:00Z',
          }),
          makeSummary(2, { payment_provider: 'stripe', item_count: 2, total: 3900 }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expectLink('EM-1001', '/admin/orders/1', rows[1]!);
    expectTexts(rows[1], ['Awaiting payment', 'Held until', 'buyer1@example.com', '2 Mar 2026']);
    expectTexts(rows[2], ['$3,900', '2 works', 'Stripe']);
    expect(screen.getByText('2 orders')).toBeInTheDocument();
  });

  it('sends the status filter, the search and the page as query parameters', async () => {
    const { user, api, router } = renderOrders(({ url }) =>
      jsonResponse(
        listPage(
          [makeSummary(Number(url.searchParams.get('page')) || 1)],
          60,
          Number(url.searchParams.get('page')) || 1,
        ),
      ),
    );
    await screen.findByRole('table');
    expect(lastQuery(api)).toEqual({ page: '1', limit: '25' });

    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await expectLastQuery(api, '/admin/orders', { page: '1', limit: '25', status: 'paid' });
    expect(router.state.location.search).toBe('?status=paid');

    await user.type(screen.getByLabelText('Search orders'), 'ada@');
    await expectLastQuery(api, '/admin/orders', {
      ...FIRST_PAGE,
      status: 'paid',
      search: 'ada@',
    });

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '2', search: 'ada@' }));
    expect(router.state.location.search).toBe('?status=paid&q=ada%40&page=2');
  });

  it('starts from the filter in the URL', async () => {
    const { api } = renderOrders(() => jsonResponse(listPage([])), '/admin/orders?status=shipped');
    expect(await screen.findByText('No orders shipped')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ status: 'shipped' });
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
  });

  it('says when there are no orders at all, and when a search finds none', async () => {
    const { user } = renderOrders(() => jsonResponse(listPage([])));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search orders'), 'EM-9');
    expect(await screen.findByText('No orders match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user } = renderOrders(
      failsOnceThen('Orders unavailable', () => jsonResponse(listPage([makeSummary(1)]))),
    );
    await expectAlertThenRetry(user, 'Orders unavailable');
    expect(await screen.findByRole('link', { name: 'EM-1001' })).toBeInTheDocument();
  });
});
