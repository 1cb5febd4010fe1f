import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUYER_ADDRESS, CHECKOUT_OPTIONS as OPTIONS, makeSiteSettings } from '@/test/factories';
import { fillBuyerAddress } from '@/test/fill-address';
import { fail, mockApi, ok, renderScreen, type MockHandler } from '@/test/mock-api';
import { MakeAnOffer } from './make-an-offer';

const WORK = {
  id: 7,
  title: 'Harbour Light',
  price: 1200,
  availability: 'available',
  offers_enabled: false,
};
const RECEIVED = 'Thank you, your offer has been sent. You will hear back by email.';

function renderOffer(
  work: typeof WORK,
  shopOffers: boolean,
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    'GET /settings/site': () => ok(makeSiteSettings({ offers_enabled: shopOffers })),
    'GET /checkout/options': () => ok(OPTIONS),
    'POST /offers': () => ok({ status: 'open', message: RECEIVED }),
    ...handlers,
  });
  return { api, ...renderScreen(<MakeAnOffer artwork={work} />, '/artwork/7') };
}

async function open(work = WORK, shopOffers = true, handlers: Record<string, MockHandler> = {}) {
  const rendered = renderOffer(work, shopOffers, handlers);
  await rendered.user.click(await screen.findByRole('button', { name: 'Make an offer' }));
  await screen.findByRole('form', { name: 'Make an offer' });
  return rendered;
}

/** Fills in the offer (an address in Maine) and sends it. */
async function fillAndSend(
  user: Awaited<ReturnType<typeof open>>['user'],
  amount: string,
  note?: string,
) {
  await user.type(screen.getByLabelText('Your offer (USD)'), amount);
  await user.type(screen.getByLabelText('Name'), 'Ana Lima');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  if (note) await user.type(screen.getByLabelText('A note to the artist (optional)'), note);
  await fillBuyerAddress(user);
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
}

describe('MakeAnOffer', () => {
  it('shows nothing when neither the shop nor the work takes offers', async () => {
    const { api } = renderOffer(WORK, false);
    await waitFor(() => expect(api.calls('GET', '/settings/site')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('is offered on a work that takes offers alone', async () => {
    renderOffer({ ...WORK, offers_enabled: true }, false);
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
  });

  it('is never offered on a work that cannot be bought now', async () => {
    const { api } = renderOffer({ ...WORK, availability: 'reserved', offers_enabled: true }, true);
    await waitFor(() => expect(api.calls('GET', '/settings/site')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('opens the form with focus on the amount, the asking price beside it', async () => {
    await open();
    await waitFor(() => expect(screen.getByLabelText('Your offer (USD)')).toHaveFocus());
    expect(screen.getByText(/The asking price is \$1,200/)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Your offer is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(api.calls('POST', '/offers')).toHaveLength(0);
  });

  it('sends the offer with the work and the address, then says the server’s answer, focused', async () => {
    const { user, api } = await open();
    await fillAndSend(user, '1,000', 'For my studio.');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(RECEIVED);
    await waitFor(() => expect(answer).toHaveFocus());
    expect(api.calls('POST', '/offers')[0]!.body).toEqual({
      artwork_id: 7,
      amount: 1000,
      name: 'Ana Lima',
      email: 'ana@example.com',
      note: 'For my studio.',
      shipping_address: BUYER_ADDRESS,
    });
  });

  it('shows the server’s refusal (the work was just reserved) and keeps the form', async () => {
    const { user } = await open(WORK, true, {
      'POST /offers': () => fail(409, 'Harbour Light is reserved for another buyer.'),
    });
    await fillAndSend(user, '1000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Harbour Light is reserved for another buyer.',
    );
    expect(screen.getByRole('form', { name: 'Make an offer' })).toBeInTheDocument();
  });
});
