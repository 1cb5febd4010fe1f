import { screen, waitFor, within } from '@testing-library/react';
import { WAITLIST_MESSAGES } from '@atelier/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { MailingListPage } from './mailing-list-page';

const THANKS = 'Thanks! Please check your inbox to confirm your subscription.';
const VERIFIED = 'Your subscription is confirmed. Welcome to the mailing list!';
const UNSUBSCRIBED = 'You have been unsubscribed and will not receive any more emails.';

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  handlers = {};
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[url];
    if (!handler) return jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404);
    return handler(init?.body ? JSON.parse(String(init.body)) : {});
  });
  vi.stubGlobal('fetch', fetchMock);
});

const callsTo = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const bodyOf = (url: string, index = 0) =>
  JSON.parse(String((callsTo(url)[index] as [string, RequestInit])[1].body));

describe('MailingListPage: subscribe', () => {
  it('validates the email with the product’s messages before calling the server', async () => {
    const { user } = renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    // The form loads on its own, right after the page.
    await screen.findByRole('button', { name: 'Subscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mailing List' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo('/api/v1/newsletter/subscribe')).toHaveLength(0);
  });

  it("subscribes with names and source mailing-list, shows the server's message, resets", async () => {
    handlers['/api/v1/newsletter/subscribe'] = () => jsonResponse({ data: { message: THANKS } });
    const { user } = renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    // The form loads on its own, right after the page.
    await screen.findByRole('button', { name: 'Subscribe' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(bodyOf('/api/v1/newsletter/subscribe')).toEqual({
      email: 'ann@example.com',
      first_name: 'Ann',
      preferences: { topics: ['new_work', 'exhibitions', 'studio_news'] },
      source: 'mailing-list',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('sends only the topics left ticked', async () => {
    handlers['/api/v1/newsletter/subscribe'] = () => jsonResponse({ data: { message: THANKS } });
    const { user } = renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    await screen.findByRole('button', { name: 'Subscribe' });
    const topics = screen.getByRole('group', { name: 'Write to me about' });
    expect(within(topics).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await user.click(within(topics).getByRole('checkbox', { name: 'Exhibitions and events' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Studio news' }));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(bodyOf('/api/v1/newsletter/subscribe')).toMatchObject({
      preferences: { topics: ['new_work'] },
    });
  });

  it("shows the server's error, else the generic message", async () => {
    handlers['/api/v1/newsletter/subscribe'] = () =>
      jsonResponse({ error: { message: 'Too many requests', code: 'rate_limited' } }, 429);
    const { user } = renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    // The form loads on its own, right after the page.
    await screen.findByRole('button', { name: 'Subscribe' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    handlers['/api/v1/newsletter/subscribe'] = () => Promise.reject(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('MailingListPage: verify link', () => {
  it('confirms the token only when the visitor presses the button, then says so', async () => {
    let finish!: (r: Response) => void;
    handlers['/api/v1/newsletter/verify'] = () => new Promise((resolve) => (finish = resolve));
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?verify=tok-123',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
    // Opening the link (a mail scanner does) confirms nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('/api/v1/newsletter/verify')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() => expect(callsTo('/api/v1/newsletter/verify')).toHaveLength(1));
    expect(bodyOf('/api/v1/newsletter/verify')).toEqual({ token: 'tok-123' });
    finish(jsonResponse({ data: { message: VERIFIED } }));
    const heading = await screen.findByRole('heading', { level: 1, name: "You're subscribed" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(VERIFIED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's error with a retry that can succeed", async () => {
    let calls = 0;
    handlers['/api/v1/newsletter/verify'] = () =>
      ++calls === 1
        ? jsonResponse(
            {
              error: {
                message: 'This confirmation link is invalid or has expired.',
                code: 'invalid_token',
              },
            },
            400,
          )
        : jsonResponse({ data: { message: VERIFIED } });
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?verify=bad',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expectLink('Subscribe again', '/mailing-list');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
  });
});

describe('MailingListPage: unsubscribe link', () => {
  it('asks first, then unsubscribes and shows the server message', async () => {
    handlers['/api/v1/newsletter/unsubscribe'] = () =>
      jsonResponse({ data: { message: UNSUBSCRIBED } });
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?unsubscribe=tok-9',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(callsTo('/api/v1/newsletter/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const heading = await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(bodyOf('/api/v1/newsletter/unsubscribe')).toEqual({ token: 'tok-9' });
    expectLink('Subscribe again', '/mailing-list');
  });

  it("shows the server's error and lets the visitor try again", async () => {
    handlers['/api/v1/newsletter/unsubscribe'] = () =>
      jsonResponse(
        { error: { message: 'This unsubscribe link is invalid.', code: 'invalid_token' } },
        400,
      );
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?unsubscribe=bad',
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
  });
});

describe('MailingListPage: archive', () => {
  it('lists the issues published on the web below the signup, each linking to its page', async () => {
    handlers['/api/v1/newsletter/archive'] = () =>
      jsonResponse({
        data: [
          {
            slug: 'spring-show',
            subject: 'The spring show',
            preheader: 'Twelve new paintings',
            sent_at: '2026-04-02T09:00:00Z',
          },
        ],
      });
    renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    const link = await screen.findByRole('link', { name: 'The spring show' });
    expect(link).toHaveAttribute('href', '/mailing-list/spring-show');
    expect(screen.getByRole('heading', { level: 2, name: 'Past letters' })).toBeInTheDocument();
    expect(screen.getByText(/Twelve new paintings/)).toBeInTheDocument();
    expect(screen.getByText('April 2, 2026')).toHaveAttribute('datetime', '2026-04-02T09:00:00Z');
  });

  it('shows no archive when nothing is published', async () => {
    handlers['/api/v1/newsletter/archive'] = () => jsonResponse({ data: [] });
    renderWithProviders(<MailingListPage />, { route: '/mailing-list' });
    await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(callsTo('/api/v1/newsletter/archive')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Past letters' })).toBeNull();
  });
});

describe('MailingListPage: the waitlist’s links', () => {
  it('confirms ?waitlist=<token> only when the visitor presses the button', async () => {
    handlers['/api/v1/waitlist/confirm'] = () =>
      jsonResponse({ data: { message: WAITLIST_MESSAGES.confirmed } });
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?waitlist=tok-123',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hear about similar work' }),
    ).toBeInTheDocument();
    expect(callsTo('/api/v1/waitlist/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re on the list' }),
    ).toHaveFocus();
    expect(screen.getByText(WAITLIST_MESSAGES.confirmed)).toBeInTheDocument();
    expect(bodyOf('/api/v1/waitlist/confirm')).toEqual({ token: 'tok-123' });
  });

  it('leaves with ?leave-waitlist=<token>, and shows the server’s refusal of a dead link', async () => {
    handlers['/api/v1/waitlist/leave'] = () =>
      jsonResponse({ error: { message: 'This link is no longer valid.', code: 'not_found' } }, 404);
    const { user } = renderWithProviders(<MailingListPage />, {
      route: '/mailing-list?leave-waitlist=tok-456',
    });
    await user.click(screen.getByRole('button', { name: 'Stop the notices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
    handlers['/api/v1/waitlist/leave'] = () =>
      jsonResponse({ data: { message: WAITLIST_MESSAGES.left } });
    await user.click(screen.getByRole('button', { name: 'Stop the notices' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No more notices' }),
    ).toBeInTheDocument();
    expect(bodyOf('/api/v1/waitlist/leave', 1)).toEqual({ token: 'tok-456' });
  });
});
