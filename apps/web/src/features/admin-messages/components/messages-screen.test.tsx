import type { AdminContactMessage } from '@atelier/core';
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
import { MessagesScreen } from './messages-screen';

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
  created_at: '2026-03-0' + id + 'T10:00:00Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  ...overrides,
});

const UNREAD = message(2);
const READ = message(1, { is_read: true, subject: null });
const list = (rows: AdminContactMessage[]) =>
  jsonResponse({
    data: rows,
    pagination: { total: rows.length, pages: 1, page: 1, limit: 20, offset: 0 },
  });

function renderInbox(url = '/admin/messages', handlers: Record<string, MockHandler> = {}) {
  const store = new Map([UNREAD, READ].map((m) => [m.id, { ...m }]));
  return renderWithApi(
    {
      'GET /admin/messages': () => list([...store.values()].sort((a, b) => b.id - a.id)),
      'GET /admin/messages/unread-count': () =>
        ok({ count: [...store.values()].filter((m) => !m.is_read).length }),
      'GET /admin/messages/2': () => ok(store.get(2)),
      'GET /admin/messages/1': () => ok(store.get(1)),
      'PATCH /admin/messages/2': ({ body }) => {
        Object.assign(store.get(2)!, body);
        return ok(store.get(2));
      },
      'DELETE /admin/messages/2': () => {
        store.delete(2);
        return new Response(null, { status: 204 });
      },
      ...handlers,
    },
    [{ path: '/admin/messages', element: <MessagesScreen /> }],
    url,
  );
}

const inbox = () => screen.getByRole('region', { name: 'Inbox' });

describe('MessagesScreen', () => {
  it('lists messages newest first and marks unread ones in words, not only in bold', async () => {
    renderInbox();
    const links = await within(await screen.findByRole('region', { name: 'Inbox' })).findAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Visitor 2'),
      expect.stringContaining('Visitor 1'),
    ]);
    expect(links[0]).toHaveTextContent(/^Unread: Visitor 2/);
    expect(links[1]).not.toHaveTextContent('Unread');
    expect(links[1]).toHaveTextContent('No subject');
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
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
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(inbox()).getByRole('link', { name: /Visitor 2/ })).not.toHaveTextContent(
        'Unread',
      ),
    );

    await user.click(within(reader).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/messages/2')).toHaveLength(2));
    expect(api.calls('PATCH', '/admin/messages/2')[1]?.body).toEqual({ is_read: false });
    expect(await screen.findByText('Marked as unread')).toBeInTheDocument();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    // Still open, still unread: opening marked it read once, not on every refresh.
    expect(api.calls('PATCH', '/admin/messages/2')).toHaveLength(2);
  });

  it('links a question asked from an artwork page to the work, in the admin and on the site', async () => {
    const question = message(2, {
      subject: 'About “Harbour at Dusk”',
      artwork: { id: 7, title: 'Harbour at Dusk' },
    });
    renderInbox('/admin/messages?id=2', {
      'GET /admin/messages/2': () => ok(question),
      // Opening it marks it read: the answer is the same message, read.
      'PATCH /admin/messages/2': () => ok({ ...question, is_read: true }),
    });
    const reader = await screen.findByRole('article', { name: 'About “Harbour at Dusk”' });
    expectLink('Harbour at Dusk', '/admin/artworks/7/edit', reader);
    expectLink('(its public page)', '/artwork/7', reader);
  });

  it('does not mark an already read message', async () => {
    const { api } = renderInbox('/admin/messages?id=1');
    expect(await screen.findByRole('article', { name: 'No subject' })).toBeInTheDocument();
    expect(api.calls('PATCH', '/admin/messages/1')).toHaveLength(0);
  });

  it('replies through a mailto: link with "Re: <subject>"', async () => {
    renderInbox('/admin/messages?id=2');
    const reply = await screen.findByRole('link', { name: 'Reply' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:visitor2@example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Re: Question 2');
    expect(params.get('body')).toContain('> Is painting 2 still available?');
  });

  it('deletes after confirmation and returns to the inbox', async () => {
    const { user, api, router } = renderInbox('/admin/messages?id=2');
    const reader = await screen.findByRole('article', { name: 'Question 2' });
    await user.click(within(reader).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/messages/2')).toHaveLength(1));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(inbox()).getAllByRole('link')).toHaveLength(1));
    // The deleted message is never asked for again (it would be a 404).
    expect(api.calls('GET', '/admin/messages/2')).toHaveLength(1);
  });

  it('filters unread messages and searches', async () => {
    const { user, api } = renderInbox();
    await screen.findAllByRole('link', { name: /Visitor/ });
    await user.selectOptions(screen.getByLabelText('Show'), 'unread');
    await waitFor(() =>
      expect(api.calls('GET', '/admin/messages').at(-1)?.url.searchParams.get('unread')).toBe(
        'true',
      ),
    );
    await user.type(screen.getByLabelText('Search messages'), 'frames');
    await waitFor(() =>
      expect(api.calls('GET', '/admin/messages').at(-1)?.url.searchParams.get('search')).toBe(
        'frames',
      ),
    );
  });

  it('shows an empty inbox, a loading skeleton and errors with retry', async () => {
    mockApi({ 'GET /admin/messages': never, 'GET /admin/messages/unread-count': never });
    const first = renderRoutes([{ path: '/', element: <MessagesScreen /> }]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    first.unmount();

    renderInbox('/admin/messages', { 'GET /admin/messages': () => list([]) });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says when a message no longer exists', async () => {
    renderInbox('/admin/messages?id=9', {
      'GET /admin/messages/9': () => fail(404, 'Message not found'),
    });
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    const { user } = renderInbox('/admin/messages', {
      'GET /admin/messages': failsOnceThen('Inbox down', () => list([READ])),
    });
    await expectAlertThenRetry(user, 'Inbox down');
    expect(await screen.findByRole('link', { name: /Visitor 1/ })).toBeInTheDocument();
  });
});
