import type { WaitlistEntry } from '@atelier/core';
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
import { expectLink } from '@/test/expect-link';
import { expectTexts } from '@/test/expect-texts';
import { stubMatchMedia } from '@/test/match-media';
import { expectLastQuery, tableAfterLoading } from '@/test/list-screen';
import { WaitlistScreen } from './waitlist-screen';

const entry = (id: number, email: string, more: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id,
  email,
  status: 'active',
  work: { id: 10, title: 'Harbour at Dusk' },
  collections: [
    { id: 1, name: 'Harbours' },
    { id: 2, name: 'Landscapes' },
  ],
  created_at: '2026-02-03T10:00:00Z',
  confirmed_at: '2026-02-04T10:00:00Z',
  left_at: null,
  told_count: 2,
  last_told_at: '2026-03-05T10:00:00Z',
  ...more,
});

const ROWS = [
  entry(1, 'ann@example.com'),
  entry(2, 'bob@example.com', {
    status: 'pending',
    work: null,
    collections: [],
    confirmed_at: null,
    told_count: 0,
    last_told_at: null,
  }),
  entry(3, 'cy@example.com', { status: 'left', left_at: '2026-04-01T10:00:00Z', told_count: 1 }),
];

const page = (rows: WaitlistEntry[], total = rows.length, pageNumber = 1) =>
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

function renderWaitlist(
  list: (request: MockRequest) => Response | Promise<Response> = () => page(ROWS),
  url = '/admin/waitlist',
) {
  return renderWithApi(
    {
      'GET /admin/waitlist': list,
      'DELETE /admin/waitlist/1': () => new Response(null, { status: 204 }),
      'GET /admin/waitlist/export': () =>
        new Response('email\nann@example.com\n', { headers: { 'Content-Type': 'text/csv' } }),
    },
    [{ path: '/admin/waitlist', element: <WaitlistScreen /> }],
    url,
  );
}

const FIRST_PAGE = { page: '1', limit: '25' };

describe('WaitlistScreen', () => {
  it('shows a skeleton, then a table with plain column names', async () => {
    const later = answerLater();
    renderWaitlist(later.handler);
    const table = await tableAfterLoading(later, page(ROWS), 'Waitlist');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Email',
      'Waiting for work like',
      'Waiting since',
      'Confirmed',
      'Told about new work',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expectTexts(rows[1], [
      'ann@example.com',
      'Harbour at Dusk',
      'In Harbours, Landscapes',
      '3 Feb 2026',
      'Yes, 4 Feb 2026',
      '2 times, last on 5 Mar 2026',
    ]);
    expectLink('Harbour at Dusk', '/admin/artworks/10/edit', rows[1]);
    expectTexts(rows[2], ['bob@example.com', 'A work since deleted', 'Not yet']);
    expect(within(rows[2]!).getAllByText('Not yet')).toHaveLength(2);
    expectTexts(rows[3], ['Left the list on 1 Apr 2026', 'Once, last on 5 Mar 2026']);
    expect(within(rows[1]!).getByText('3 Feb 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-02-03T10:00:00Z',
    );
    expect(screen.getByText('3 entries')).toBeInTheDocument();
  });

  it('shows each entry as a card with labelled facts below 1024 px', async () => {
    stubMatchMedia(false);
    renderWaitlist();
    const cards = await screen.findByRole('list', { name: 'Waitlist' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const labels = within(items[0]!)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Waiting for work like',
      'Waiting since',
      'Confirmed',
      'Told about new work',
    ]);
    expectTexts(items[0], ['ann@example.com', 'Harbour at Dusk', 'Yes, 4 Feb 2026']);
    expect(
      within(items[1]!).getByRole('button', { name: 'Delete bob@example.com' }),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    const { user } = renderWaitlist(failsOnceThen('Database down', () => page(ROWS)));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('explains the waitlist when it is empty, and offers to clear a search with no match', async () => {
    const { user } = renderWaitlist(() => page([]));
    expect(await screen.findByText('Nobody is on the waitlist yet')).toBeInTheDocument();
    expect(screen.getByText(/offers “Tell me about similar work”/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the waitlist'), 'zed');
    expect(
      await screen.findByText('Nobody on the waitlist matches your search'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Nobody is on the waitlist yet')).toBeInTheDocument();
  });

  it('lists every entry by default and filters by whether they confirmed', async () => {
    const { user, api, router } = renderWaitlist();
    await screen.findByRole('table');
    expect(api.queries('/admin/waitlist')[0]).toEqual(FIRST_PAGE);
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Confirmed', 'Not confirmed yet', 'Left the list']);
    await user.selectOptions(status, 'pending');
    await expectLastQuery(api, '/admin/waitlist', { ...FIRST_PAGE, status: 'pending' });
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('searches after a pause in typing, from page 1', async () => {
    const { user, api } = renderWaitlist(
      ({ url }) => page(ROWS, 60, Number(url.searchParams.get('page'))),
      '/admin/waitlist?page=2',
    );
    await screen.findByRole('table');
    expect(api.queries('/admin/waitlist')[0]?.page).toBe('2');
    await user.type(screen.getByLabelText('Search the waitlist'), 'harbour');
    await expectLastQuery(api, '/admin/waitlist', { ...FIRST_PAGE, search: 'harbour' });
    expect(api.queries('/admin/waitlist').filter((q) => q.search)).toHaveLength(1);
  });

  it('pages through with the pagination buttons', async () => {
    const { user, api } = renderWaitlist(({ url }) =>
      page(ROWS, 60, Number(url.searchParams.get('page'))),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.queries('/admin/waitlist').at(-1)?.page).toBe('2'));
  });

  describe('export', () => {
    const clicked = captureDownloads();

    it('downloads waitlist-{date}.csv of everyone by default', async () => {
      const { user, api } = renderWaitlist();
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const filename = `waitlist-${format(new Date(), 'yyyy-MM-dd')}.csv`;
      expect(clicked[0]?.download).toBe(filename);
      expect(clicked[0]?.href).toBe('blob:csv');
      const call = api.calls('GET', '/admin/waitlist/export')[0];
      expect(call?.url.searchParams.get('status')).toBe('all');
      expect(await screen.findByText(`Downloaded ${filename}`)).toBeInTheDocument();
    });

    it('exports the entries of the chosen filter', async () => {
      const { user, api } = renderWaitlist(() => page(ROWS), '/admin/waitlist?status=left');
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(api.calls('GET', '/admin/waitlist/export')).toHaveLength(1));
      expect(api.calls('GET', '/admin/waitlist/export')[0]?.url.searchParams.get('status')).toBe(
        'left',
      );
    });
  });

  it('deletes only after a confirmation that says what happens', async () => {
    const { user, api } = renderWaitlist();
    const table = await screen.findByRole('table');
    const remove = within(table).getByRole('button', { name: 'Delete ann@example.com' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete ann@example.com from the waitlist?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /taken off the waitlist for work like “Harbour at Dusk”.*They are not told\..*cannot be undone/,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/waitlist/1')).toHaveLength(0);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Delete from the waitlist' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/waitlist/1')).toHaveLength(1));
    expect(
      await screen.findByText('ann@example.com deleted from the waitlist'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/waitlist').length).toBeGreaterThan(1));
  });

  it('keeps the dialog open and says why when deleting fails', async () => {
    const { user } = renderWaitlist();
    mockApi({
      'GET /admin/waitlist': () => page(ROWS),
      'DELETE /admin/waitlist/1': () => fail(404, 'Waitlist entry not found'),
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete ann@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete from the waitlist' }));
    expect(await screen.findByText('Waitlist entry not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('never answers: stays loading', () => {
    renderWaitlist(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
