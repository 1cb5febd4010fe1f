import type { OfferMessage, OfferWithWork } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type MockHandler, renderWithApi } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { OfferReader } from './offer-reader';

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

/** The reader of one offer (`id`), as the inbox opens it beside its list. */
function renderOffers(handlers: Record<string, MockHandler> = {}, id = 1) {
  let rows = [OPEN, COUNTERED, ACCEPTED, LAPSED];
  return renderWithApi(
    {
      'GET /admin/offers': () => ok(rows),
      'GET /admin/dashboard': () => fail(500, 'not needed'),
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
    [{ path: '/admin/inbox', element: <OfferReader id={id} backHref="?" /> }],
    `/admin/inbox?offer=${id}`,
  );
}

const reader = () => screen.findByRole('article');

/** Presses one of the buttons on Ana Lima's open offer, the one every answer test works on. */
const pressOnAnasOffer = async (user: UserEvent, name: string | RegExp) =>
  user.click(within(await reader()).getByRole('button', { name }));

const buttonsOf = async () =>
  within(await reader())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('OfferReader', () => {
  it('shows the buyer, work, amount, state and the answers the lifecycle still allows', async () => {
    renderOffers();
    const open = await reader();
    expect(
      within(open).getByRole('heading', { level: 2, name: '$1,200 for Harbour Light' }),
    ).toHaveFocus();
    expect(open).toHaveTextContent('Offer from Ana Lima ana@example.com');
    expectLink('Harbour Light', '/admin/artworks/7/edit', open);
    expect(open).toHaveTextContent('To answer');
    expect(open).toHaveTextContent('For my studio.');
    expect(await buttonsOf()).toEqual(['Accept', 'Counter', 'Decline', 'Thread and reply']);
  });

  it('shows a countered offer with your price, and only decline and the thread', async () => {
    renderOffers({}, 2);
    expect(await reader()).toHaveTextContent('Your price $1,400');
    expect(await buttonsOf()).toEqual(['Decline', 'Thread and reply']);
  });

  it('links an accepted offer to its reservation, and says when it lapsed', async () => {
    const { unmount } = renderOffers({}, 3);
    expectLink('Order EM-1041', '/admin/orders/41', await reader());
    expect(await reader()).toHaveTextContent('Reserved');
    expect(await buttonsOf()).toEqual(['Thread and reply']);
    unmount();
    // A reservation that ended unpaid reads as expired: the work is back on sale.
    renderOffers({}, 4);
    expect(await reader()).toHaveTextContent('Expired');
  });

  it('says when the offer is not there', async () => {
    renderOffers({}, 99);
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
  });

  it('counters with a price and a note: the amount is checked first, then sent', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, 'Counter');
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
    expect(await reader()).toHaveTextContent('Your price $1,350');
  });

  it('declines with an optional note', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, 'Decline');
    const dialog = screen.getByRole('dialog', { name: 'Decline the offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(api.calls('POST', '/admin/offers/1/decline')).toHaveLength(1));
    expect(await screen.findByText('Offer from Ana Lima declined')).toBeInTheDocument();
    await waitFor(async () => expect(await reader()).toHaveTextContent('Declined'));
  });

  it('asks before accepting, then shows the reservation’s order', async () => {
    const { user, api } = renderOffers();
    await pressOnAnasOffer(user, 'Accept');
    const confirm = screen.getByRole('alertdialog', {
      name: 'Reserve “Harbour Light” for Ana Lima?',
    });
    expect(within(confirm).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Accept $1,200' }));
    await waitFor(() => expect(api.calls('POST', '/admin/offers/1/accept')).toHaveLength(1));
    expect(
      await within(await reader()).findByRole('link', { name: 'Order EM-1042' }),
    ).toBeInTheDocument();
  });

  it('shows why an offer cannot be accepted (the work was sold meanwhile)', async () => {
    const { user } = renderOffers({
      'POST /admin/offers/1/accept': () => fail(409, 'Harbour Light has been sold.'),
    });
    await pressOnAnasOffer(user, 'Accept');
    await user.click(screen.getByRole('button', { name: 'Accept $1,200' }));
    expect(await screen.findByText('Harbour Light has been sold.')).toBeInTheDocument();
    expect(await reader()).toHaveTextContent('To answer');
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
    await pressOnAnasOffer(user, 'Thread and reply');
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
});
