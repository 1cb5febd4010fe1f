import type { AdminContactMessage, InboxItem } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fail,
  mockApi,
  never,
  ok,
  renderRoutes,
  type MockHandler,
  renderWithApi,
} from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { InboxScreen } from './inbox-screen';

const message = (
  id: number,
  overrides: Partial<AdminContactMessage> = {},
): AdminContactMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  subject: `Question ${id}`,
  message: `Is painting ${id} still available?`,
  artwork: null,
  is_read: false,
  answered_at: null,
  created_at: '2026-03-0' + id + 'T10:00:00Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  ...overrides,
});

const UNREAD = message(2);
const READ = message(1, { is_read: true, subject: null });
/** An offer as the inbox lists it (its reader belongs to the offers feature). */
const OFFER: InboxItem = {
  kind: 'offer',
  id: 5,
  name: 'Olga Buyer',
  email: 'olga@example.com',
  subject: null,
  body: 'Would you take less?',
  artwork: { id: 7, title: 'Harbour at Dusk' },
  amount: 800,
  offer_status: 'open',
  unread: true,
  answered: false,
  created_at: '2026-03-04T10:00:00Z',
};
const asItem = (m: AdminContactMessage): InboxItem => ({
  kind: m.artwork ? 'inquiry' : 'message',
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  body: m.message,
  artwork: m.artwork,
  amount: null,
  offer_status: null,
  unread: !m.is_read,
  answered: m.answered_at !== null,
  created_at: m.created_at,
});
const list = (rows: InboxItem[]) =>
  jsonResponse({
    data: rows,
    pagination: { total: rows.length, pages: 1, page: 1, limit: 20, offset: 0 },
  });

function renderInbox(url = '/admin/inbox', handlers: Record<string, MockHandler> = {}) {
  const store = new Map([UNREAD, READ].map((m) => [m.id, { ...m }]));
  const items = () => [...[...store.values()].map(asItem), OFFER];
  return renderWithApi(
    {
      'GET /admin/inbox': () =>
        list(items().sort((a, b) => b.created_at.localeCompare(a.created_at))),
      'GET /admin/inbox/unread-count': () =>
        ok({ count: items().filter((item) => item.unread).length }),
      'GET /admin/messages/2': () => ok(store.get(2)),
      'GET /admin/messages/1': () => ok(store.get(1)),
      'PATCH /admin/messages/2': ({ body }) => {
        const { is_answered, ...rest } = body as { is_read?: boolean; is_answered?: boolean };
        Object.assign(store.get(2)!, rest);
        if (is_answered !== undefined)
          store.get(2)!.answered_at = is_answered ? '2026-03-05T10:00:00Z' : null;
        return ok(store.get(2));
      },
      'DELETE /admin/messages/2': () => {
        store.delete(2);
        return new Response(null, { status: 204 });
      },
      ...handlers,
    },
    [
      {
        path: '/admin/inbox',
        element: <InboxScreen renderOffer={(id) => <p>The offer reader of offer {id}</p>} />,
      },
    ],
    url,
  );
}

const inbox = () => screen.getByRole('region', { name: 'Inbox' });

describe('InboxScreen', () => {
  it('lists messages and offers newest first, each once, unread ones said in words', async () => {
    renderInbox();
    const links = await within(await screen.findByRole('region', { name: 'Inbox' })).findAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Olga Buyer'),
      expect.stringContaining('Visitor 2'),
      expect.stringContaining('Visitor 1'),
    ]);
    expect(links[0]).toHaveTextContent(/^Unread: Olga Buyer.*\$800 for Harbour at Dusk.*Offer$/);
    expect(links[1]).toHaveTextContent(/^Unread: Visitor 2/);
    expect(links[2]).not.toHaveTextContent('Unread');
    expect(links[2]).toHaveTextContent('No subject');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
  });

  it("opens an offer beside the list with the offers feature's reader", async () => {
    const { user, router } = renderInbox();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Inbox' })).findByRole('link', {
        name: /Olga Buyer/,
      }),
    );
    const pane = await screen.findByRole('region', { name: 'Offer' });
    expect(pane).toHaveTextContent('The offer reader of offer 5');
    expect(router.state.location.search).toBe('?offer=5');
    expect(within(inbox()).getByRole('link', { name: /Olga Buyer/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('marks a message read when it is opened, and not again after "Mark as unread"', async () => {
    const { user, api } = renderInbox();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Inbox' })).findByRole('link', {
        name: /Visitor 2/,
      }),
    );
    const reader = await screen.findByRole('article', { name: 'Question 2' });
    expect(within(reader).getByText('Is painting 2 still available?')).toBeInTheDocument();
    expect(await api.bodySentOnce('PATCH', '/admin/messages/2')).toEqual({ is_read: true });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(inbox()).getByRole('link', { name: /Visitor 2/ })).not.toHaveTextContent(
        'Unread',
      ),
    );

    await user.click(within(reader).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/messages/2')).toHaveLength(2));
    expect(api.calls('PATCH', '/admin/messages/2')[1]?.body).toEqual({ is_read: false });
    expect(await screen.findByText('Marked as unread')).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    // Still open, still unread: opening marked it read once, not on every refresh.
    expect(api.calls('PATCH', '/admin/messages/2')).toHaveLength(2);
  });

  it('links a question asked from an artwork page to the work, in the admin and on the site', async () => {
    const question = message(2, {
      subject: 'About “Harbour at Dusk”',
      artwork: { id: 7, title: 'Harbour at Dusk' },
    });
    renderInbox('/admin/inbox?id=2', {
      'GET /admin/messages/2': () => ok(question),
      // Opening it marks it read: the answer is the same message, read.
      'PATCH /admin/messages/2': () => ok({ ...question, is_read: true }),
    });
    const reader = await screen.findByRole('article', { name: 'About “Harbour at Dusk”' });
    expectLink('Harbour at Dusk', '/admin/artworks/7/edit', reader);
    expectLink('(its public page)', '/artwork/7', reader);
  });

  it('does not mark an already read message', async () => {
    const { api } = renderInbox('/admin/inbox?id=1');
    expect(await screen.findByRole('article', { name: 'No subject' })).toBeInTheDocument();
    expect(api.calls('PATCH', '/admin/messages/1')).toHaveLength(0);
  });

  it('replies through a mailto: link with "Re: <subject>"', async () => {
    renderInbox('/admin/inbox?id=2');
    const reply = await screen.findByRole('link', { name: 'Reply' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:visitor2@example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Re: Question 2');
    expect(params.get('body')).toContain('> Is painting 2 still available?');
  });

  it('deletes after confirmation and returns to the inbox', async () => {
    const { user, api, router } = renderInbox('/admin/inbox?id=2');
    const reader = await screen.findByRole('article', { name: 'Question 2' });
    await user.click(within(reader).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/messages/2')).toHaveLength(1));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(inbox()).getAllByRole('link')).toHaveLength(2));
    // The deleted message is never asked for again (it would be a 404).
    expect(api.calls('GET', '/admin/messages/2')).toHaveLength(1);
  });

  it('marks a message answered, and says so', async () => {
    const { user, api } = renderInbox('/admin/inbox?id=2');
    const reader = await screen.findByRole('article', { name: 'Question 2' });
    await user.click(within(reader).getByRole('button', { name: 'Mark as answered' }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/admin/messages/2').map((c) => c.body)).toContainEqual({
        is_answered: true,
      }),
    );
    expect(await screen.findByText('Marked as answered')).toBeInTheDocument();
  });

  it('filters by kind and state, and searches, in the address', async () => {
    const { user, api, router } = renderInbox();
    await screen.findAllByRole('link', { name: /Visitor/ });
    const lastQuery = () => api.calls('GET', '/admin/inbox').at(-1)?.url.searchParams;
    expect(
      within(screen.getByLabelText('Show'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everything', 'Messages', 'Questions about works', 'Offers']);
    await user.selectOptions(screen.getByLabelText('Show'), 'Offers');
    await waitFor(() => expect(lastQuery()?.get('kind')).toBe('offer'));
    await user.selectOptions(screen.getByLabelText('State'), 'Answered');
    await waitFor(() => expect(lastQuery()?.get('state')).toBe('answered'));
    expect(router.state.location.search).toBe('?kind=offer&state=answered');
    await user.type(screen.getByLabelText('Search the inbox'), 'frames');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('frames'));
  });

  it('shows an empty inbox, a loading skeleton and errors with retry', async () => {
    mockApi({ 'GET /admin/inbox': never, 'GET /admin/inbox/unread-count': never });
    const first = renderRoutes([{ path: '/', element: <InboxScreen renderOffer={() => null} /> }]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    first.unmount();

    renderInbox('/admin/inbox', { 'GET /admin/inbox': () => list([]) });
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
  });

  it('says when a message no longer exists', async () => {
    renderInbox('/admin/inbox?id=9', {
      'GET /admin/messages/9': () => fail(404, 'Message not found'),
    });
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    const { user } = renderInbox('/admin/inbox', {
      'GET /admin/inbox': failsOnceThen('Inbox down', () => list([asItem(READ)])),
    });
    await expectAlertThenRetry(user, 'Inbox down');
    expect(await screen.findByRole('link', { name: /Visitor 1/ })).toBeInTheDocument();
  });
});
