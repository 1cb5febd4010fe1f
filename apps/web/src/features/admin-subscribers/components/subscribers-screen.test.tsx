import type { Subscriber } from '@atelier/core';
import { format } from 'date-fns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerLater,
  fail,
  mockApi,
  never,
  type MockRequest,
  renderWithApi,
} from '@/test/mock-api';
import { captureDownloads } from '@/test/downloads';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectLastQuery, tableAfterLoading } from '@/test/list-screen';
import { SubscribersScreen } from './subscribers-screen';

const subscriber = (
  id: number,
  email: string,
  status: Subscriber['status'] = 'active',
): Subscriber => ({
  id,
  email,
  first_name: 'Ada',
  last_name: 'Reader',
  preferences: { topics: [] },
  status,
  source: 'footer',
  created_at: '2026-02-03T10:00:00Z',
  confirmed_at: status === 'active' ? '2026-02-03T10:05:00Z' : null,
});

const page = (rows: Subscriber[], total = rows.length, pageNumber = 1) =>
  jsonResponse({
    data: rows,
    pagination: {
      total,
      pages: Math.max(1, Math.ceil(total / 25)),
      page: pageNumber,
      limit: 25,
      offset: (pageNumber - 1) * 25,
    },
  });

const ROWS = [subscriber(1, 'ann@example.com'), subscriber(2, 'bob@example.com')];

function renderSubscribers(
  list: (request: MockRequest) => Response | Promise<Response> = () => page(ROWS),
  url = '/admin/subscribers',
) {
  return renderWithApi(
    {
      'GET /admin/subscribers': list,
      'DELETE /admin/subscribers/1': () => new Response(null, { status: 204 }),
      'GET /admin/subscribers/export': () =>
        new Response('email\nann@example.com\n', { headers: { 'Content-Type': 'text/csv' } }),
    },
    [{ path: '/admin/subscribers', element: <SubscribersScreen /> }],
    url,
  );
}

// A filter or search starts the list again from its first page.
const FIRST_PAGE = { page: '1', limit: '25' };

describe('SubscribersScreen', () => {
  it('shows a skeleton, then the table', async () => {
    const later = answerLater();
    renderSubscribers(later.handler);
    const table = await tableAfterLoading(later, page(ROWS), 'Subscribers');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user } = renderSubscribers(failsOnceThen('Database down', () => page(ROWS)));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows an empty state for the status, and for a search with a way to clear it', async () => {
    const { user } = renderSubscribers(() => page([]));
    expect(await screen.findByText('No active subscribers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search subscribers'), 'zed');
    expect(await screen.findByText('No subscribers match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No active subscribers')).toBeInTheDocument();
  });

  it('lists active subscribers by default and filters by status (all sends none)', async () => {
    const { user, api, router } = renderSubscribers();
    await screen.findByRole('table');
    expect(api.queries('/admin/subscribers')[0]).toEqual({
      ...FIRST_PAGE,
      status: 'active',
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await expectLastQuery(api, '/admin/subscribers', {
      ...FIRST_PAGE,
      status: 'pending',
    });
    expect(router.state.location.search).toBe('?status=pending');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await expectLastQuery(api, '/admin/subscribers', { page: '1', limit: '25' });
  });

  it('searches after a pause in typing, from page 1', async () => {
    const { user, api } = renderSubscribers(
      ({ url }) => page(ROWS, 60, Number(url.searchParams.get('page'))),
      '/admin/subscribers?page=2',
    );
    await screen.findByRole('table');
    expect(api.queries('/admin/subscribers')[0]?.page).toBe('2');
    await user.type(screen.getByLabelText('Search subscribers'), 'ann');
    await expectLastQuery(api, '/admin/subscribers', {
      ...FIRST_PAGE,
      status: 'active',
      search: 'ann',
    });
    // One request for the whole word, not one per keystroke.
    expect(api.queries('/admin/subscribers').filter((q) => q.search)).toHaveLength(1);
  });

  it('pages through with the pagination buttons', async () => {
    const { user, api } = renderSubscribers(({ url }) =>
      page(ROWS, 60, Number(url.searchParams.get('page'))),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.queries('/admin/subscribers').at(-1)?.page).toBe('2'));
  });

  describe('export', () => {
    const clicked = captureDownloads();

    it('downloads subscribers-{date}.csv of the filtered status', async () => {
      const { user, api } = renderSubscribers(
        () => page(ROWS),
        '/admin/subscribers?status=unsubscribed',
      );
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export unsubscribed as CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const filename = `subscribers-${format(new Date(), 'yyyy-MM-dd')}.csv`;
      expect(clicked[0]?.download).toBe(filename);
      expect(clicked[0]?.href).toBe('blob:csv');
      const call = api.calls('GET', '/admin/subscribers/export')[0];
      expect(call?.url.searchParams.get('status')).toBe('unsubscribed');
      expect(await screen.findByText(`Downloaded ${filename}`)).toBeInTheDocument();
    });

    it('exports active subscribers by default', async () => {
      const { user, api } = renderSubscribers();
      await user.click(await screen.findByRole('button', { name: 'Export active as CSV' }));
      await waitFor(() => expect(api.calls('GET', '/admin/subscribers/export')).toHaveLength(1));
      expect(api.calls('GET', '/admin/subscribers/export')[0]?.url.searchParams.get('status')).toBe(
        'active',
      );
    });
  });

  it('deletes only after confirmation', async () => {
    const { user, api } = renderSubscribers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete ann@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete subscriber?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/subscribers/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete ann@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete subscriber' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/subscribers/1')).toHaveLength(1));
    expect(await screen.findByText('ann@example.com deleted')).toBeInTheDocument();
    // The list is asked for again.
    await waitFor(() => expect(api.calls('GET', '/admin/subscribers').length).toBeGreaterThan(1));
  });

  it('keeps the dialog open and says why when deleting fails', async () => {
    const { user } = renderSubscribers();
    mockApi({
      'GET /admin/subscribers': () => page(ROWS),
      'DELETE /admin/subscribers/1': () => fail(404, 'Subscriber not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete ann@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete subscriber' }));
    expect(await screen.findByText('Subscriber not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('never answers: stays loading', () => {
    renderSubscribers(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
