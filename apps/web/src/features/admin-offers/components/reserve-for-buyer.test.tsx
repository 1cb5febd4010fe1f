import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUYER_ADDRESS, CHECKOUT_OPTIONS as OPTIONS } from '@/test/factories';
import { fillBuyerAddress } from '@/test/fill-address';
import { fail, mockApi, ok, renderScreen, type MockHandler } from '@/test/mock-api';
import { ReserveForBuyer } from './reserve-for-buyer';

const WORK: Parameters<typeof ReserveForBuyer>[0]['artwork'] = {
  id: 7,
  title: 'Harbour Light',
  price: 1500,
  availability: 'available',
};

function renderReserve(work = WORK, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /checkout/options': () => ok(OPTIONS),
    'POST /admin/reservations': () => ok({ id: 9 }),
    ...handlers,
  });
  return { api, ...renderScreen(<ReserveForBuyer artwork={work} />, '/admin/artworks/7/edit') };
}

async function fillAndSend(user: ReturnType<typeof renderReserve>['user']) {
  await user.click(screen.getByRole('button', { name: 'Reserve for a buyer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reserve “Harbour Light”' });
  await within(dialog).findByLabelText('Buyer’s name');
  await waitFor(() => expect(within(dialog).getByLabelText('Buyer’s name')).toHaveFocus());
  expect(within(dialog).getByLabelText('Agreed price (USD)')).toHaveValue('1500');
  await user.type(within(dialog).getByLabelText('Buyer’s name'), 'Rosa Keller');
  await user.type(within(dialog).getByLabelText('Buyer’s email'), 'rosa@example.com');
  await user.clear(within(dialog).getByLabelText('Agreed price (USD)'));
  await user.type(within(dialog).getByLabelText('Agreed price (USD)'), '1300');
  await fillBuyerAddress(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
  return dialog;
}

describe('ReserveForBuyer', () => {
  it('is offered only on an available work with a price', () => {
    renderReserve({ ...WORK, availability: 'sold' });
    expect(screen.queryByRole('button', { name: 'Reserve for a buyer' })).not.toBeInTheDocument();
  });

  it('is not offered while an order holds the work, though it is stored as available', () => {
    renderReserve({
      ...WORK,
      state: {
        kind: 'held',
        order_id: 3,
        order_number: 'EM-1001',
        buyer_name: null,
        until: '2030-01-09T12:00:00.000Z',
        until_is_day: false,
      },
    });
    expect(screen.queryByRole('button', { name: 'Reserve for a buyer' })).not.toBeInTheDocument();
  });

  it('reserves the work for the buyer at the agreed price, with their address', async () => {
    const { user, api } = renderReserve();
    await fillAndSend(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/admin/reservations')[0]!.body).toEqual({
      artwork_id: 7,
      amount: 1300,
      name: 'Rosa Keller',
      email: 'rosa@example.com',
      note: '',
      shipping_address: BUYER_ADDRESS,
    });
    expect(
      await screen.findByText('“Harbour Light” is reserved for Rosa Keller'),
    ).toBeInTheDocument();
  });

  it('says why when the work is held by someone else, and stays open', async () => {
    const { user } = renderReserve(WORK, {
      'POST /admin/reservations': () => fail(409, 'Harbour Light is held by another order.'),
    });
    const dialog = await fillAndSend(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Harbour Light is held by another order.',
    );
  });
});
