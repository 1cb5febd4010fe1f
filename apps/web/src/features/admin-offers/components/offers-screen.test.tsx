import type { OfferMessage, OfferWithWork } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type MockHandler, renderWithApi } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { OffersScreen } from './offers-screen';

const offer = (id: number, values: Partial<OfferWithWork> = {}): OfferWithWork => ({
  id,
  artwork_id: 7,
  artwork_title: 'Harbour Light',
  status: 'open',
  name: 'Ana Lima',
  email: 'ana@example.com',
  amount: 1200,
  counter_amount: null,
  note: 'For my studio.',
  order_id: null,
  order_number: null,
  created_at: '2026-11-20T10:00:00.000Z',
  reservation: null,
  ...values,
});

const OPEN = offer(1);
const COUNTERED = offer(2, {
  name: 'Bo Chen',
  email: 'bo@example.com',
  status: 'countered',
  counter_amount: 1400,
});
const ACCEPTED = offer(3, {
  name: 'Cy Dunn',
  email: 'cy@example.com',
  status: 'accepted',
  order_id: 41,
  order_number: 'EM-1041',
  reservation: 'held',
});
const LAPSED = offer(4, {
  name: 'Di Eno',
  email: 'di@example.com',
  status: 'accepted',
  order_id: 44,
  order_number: 'EM-1044',
  reservation: 'ended',
});

function renderOffers(handlers: Record<string, MockHandler> = {}) {
  let rows = [OPEN, COUNTERED, ACCEPTED, LAPSED];
  return renderWithApi(
    {
      'GET /admin/offers': () => ok(rows),
      'GET /admin/dashboard': () => fail(500, 'not needed'),
      'GET /admin/messages': () =>
        ok({
          data: [
            {
              id: 9,
              name: 'Eva Ruiz',
              email: 'eva@example.com',
              subject: 'About “Harbour Light”',
              message: 'Is it varnished?',
              artwork: { id: 7, title: 'Harbour Light' },
              is_read: false,
              created_at: '2026-11-21T10:00:00.000Z',
              ip: null,
              user_agent: null,
            },
          ],
          pagination: { page: 1, limit: 20, total: 1, total_pages: 1 },
        }),
      'POST /admin/offers/1/counter': ({ body }) => {
        rows = rows.map((r) =>
          r.id === 1
            ? { ...r, status: 'countered', counter_amount: (body as { amount: number }).amount }
            : r,
        );
        return ok(rows[0]);
      },
      'POST /admin/offers/1/decline': () => {
        rows = rows.map((r) => (r.id === 1 ? { ...r, status: 'declined' } : r));
        return ok(rows[0]);
      },
      'POST /admin/offers/1/accept': () => {
        rows = rows.map((r) =>
          r.id === 1
            ? {
                ...r,
                status: 'accepted',
                order_id: 42,
                order_number: 'EM-1042',
                reservation: 'held',
              }
            : r,
        );
        return ok(rows[0]);
      },
      ...handlers,
    },
    [{ path: '/admin/offers', element: <OffersScreen /> }],
    '/admin/offers',
  );
}

const rowOf = async (email: string) =>
  (await screen.findByText(email)).closest('tr')! as HTMLElement;

/** Presses one of the buttons on Ana Lima's open offer, the one every answer test works on. */
const pressOnAnasOffer = async (user: UserEvent, name: string | RegExp) =>
  user.click(within(await rowOf('ana@example.com')).getByRole('button', { name }));

describe('OffersScreen', () => {
  it('lists each offer with its buyer, work, amounts, state and the answers still possible', async () => {
    renderOffers();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offers & inquiries' }),
    ).toBeInTheDocument();
    const open = await rowOf('ana@example.com');
    expect(open).toHaveTextContent('Ana Lima');
    expectLink('Harbour Light', '/admin/artworks/7/edit', open);
    expect(open).toHaveTextContent('$1,200');
    expect(open).toHaveTextContent('To answer');
    expect(
      within(open)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Thread', 'Accept', 'Counter', 'Decline']);
    const countered = await rowOf('bo@example.com');
    expect(countered).toHaveTextContent('Your price $1,400');
    expect(
      within(countered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Thread', 'Decline']);
    const accepted = await rowOf('cy@example.com');
    expectLink('Order EM-1041', '/admin/orders/41', accepted);
    expect(
      within(accepted)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Thread']);
    expect(accepted).toHaveTextContent('Reserved');
    // A reservation that ended unpaid reads as expired: the work is back on sale.
    expect(await rowOf('di@example.com')).toHaveTextContent('Expired');
  });

  it('counters with a price and a note: the amount is checked first, then sent', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, 'Counter the offer from Ana Lima on “Harbour Light”');
    const dialog = screen.getByRole('dialog', { name: 'Counter the offer' });
    const amount = within(dialog).getByLabelText('Your price (USD)');
    expect(amount).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(dialog).findByText('Your price is required')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/offers/1/counter')).toHaveLength(0);
    await user.type(amount, '1,350');
    await user.type(within(dialog).getByLabelText('Note to the buyer (optional)'), 'Framed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/admin/offers/1/counter')[0]!.body).toEqual({
      amount: 1350,
      note: 'Framed.',
    });
    expect(await screen.findByText('Counter-offer sent to Ana Lima')).toBeInTheDocument();
    expect(await rowOf('ana@example.com')).toHaveTextContent('Your price $1,350');
  });

  it('declines with an optional note', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, /^Decline the offer from Ana/);
    const dialog = screen.getByRole('dialog', { name: 'Decline the offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(api.calls('POST', '/admin/offers/1/decline')).toHaveLength(1));
    expect(await screen.findByText('Offer from Ana Lima declined')).toBeInTheDocument();
    expect(await rowOf('ana@example.com')).toHaveTextContent('Declined');
  });

  it('asks before accepting, then shows the reservation’s order', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, /^Accept the offer from Ana/);
    const confirm = screen.getByRole('alertdialog', {
      name: 'Reserve “Harbour Light” for Ana Lima?',
    });
    expect(within(confirm).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Accept $1,200' }));
    await waitFor(() => expect(api.calls('POST', '/admin/offers/1/accept')).toHaveLength(1));
    expect(
      within(await rowOf('ana@example.com')).getByRole('link', { name: 'Order EM-1042' }),
    ).toBeInTheDocument();
  });

  it('shows why an offer cannot be accepted (the work was sold meanwhile)', async () => {
    const { user } = renderOffers({
      'POST /admin/offers/1/accept': () => fail(409, 'Harbour Light has been sold.'),
    });
    await pressOnAnasOffer(user, /^Accept the offer from Ana/);
    await user.click(screen.getByRole('button', { name: 'Accept $1,200' }));
    expect(await screen.findByText('Harbour Light has been sold.')).toBeInTheDocument();
    expect(await rowOf('ana@example.com')).toHaveTextContent('To answer');
  });

  it('shows the thread and sends a reply that joins it, checked first', async () => {
    let thread: OfferMessage[] = [
      {
        id: 1,
        author: 'buyer',
        kind: 'offer',
        body: 'For my studio.',
        amount: 1200,
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    const { user, api } = renderOffers({
      'GET /admin/offers/1/thread': () => ok(thread),
      'POST /admin/offers/1/reply': ({ body }) => {
        const message: OfferMessage = {
          id: 2,
          author: 'artist',
          kind: 'reply',
          body: (body as { message: string }).message,
          amount: null,
          created_at: '2026-11-21T09:00:00.000Z',
        };
        thread = [...thread, message];
        return ok(message);
      },
    });
    await pressOnAnasOffer(user, 'Thread of the offer from Ana Lima on “Harbour Light”');
    const dialog = screen.getByRole('dialog', { name: 'Offer from Ana Lima' });
    const list = await within(dialog).findByRole('list', { name: 'Thread' });
    expect(list).toHaveTextContent('Ana Lima · Offered $1,200');
    expect(list).toHaveTextContent('For my studio.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write a message to send')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/offers/1/reply')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reply to Ana Lima'), 'It ships next week.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to Ana Lima')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/offers/1/reply')[0]!.body).toEqual({
      message: 'It ships next week.',
    });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('You · Wrote');
    expect(within(dialog).getByLabelText('Reply to Ana Lima')).toHaveValue('');
  });

  it('lists the latest questions about works, each linking to the inbox to answer', async () => {
    const { api } = renderOffers();
    const table = await screen.findByRole('table', { name: 'Questions about works' });
    const row = (await within(table).findByText('eva@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Eva Ruiz');
    expect(row).toHaveTextContent('Unread');
    expect(
      within(row).getByRole('link', {
        name: 'Read and answer the question from Eva Ruiz about “Harbour Light”',
      }),
    ).toHaveAttribute('href', '/admin/messages?id=9');
    expect(api.calls('GET', '/admin/messages')[0]!.url.searchParams.get('about_work')).toBe('true');
  });

  it('says what offers are when there are none', async () => {
    renderOffers({ 'GET /admin/offers': () => ok([]) });
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
  });
});
