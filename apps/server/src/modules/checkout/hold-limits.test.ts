import { describe, expect, it } from 'vitest';
import { createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  lapseHold,
  orderBody,
  orderRow,
  placeOrder,
  quote,
  setSettings,
  type LineSpec,
} from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

/**
 * One anonymous checkout must not take the shop off sale: one order holds at most N works,
 * and one buyer — one address or one email — at most N across its pending orders (decision
 * 010). N is the artist's setting `checkout_max_held_works`, 5 by default.
 */

const t = useTestApp();

let buyers = 0;
/** A buyer nobody else shares an address or an email with. */
const newBuyer = () => {
  buyers++;
  return { ip: `198.51.100.${buyers}`, email: `collector${buyers}@example.com` };
};
const works = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createArtwork(t.app.db, { price_cents: 20_000 })));
const lines = (ws: { id: number }[]): LineSpec[] => ws.map((w) => ({ artwork_id: w.id }));

const order = (items: LineSpec[], buyer: { ip: string; email: string }) =>
  placeOrder(t, orderBody(items, { email: buyer.email }), {}, buyer.ip);

const ORDER_LIMIT_MESSAGE =
  'One order can include at most 5 works. To buy more, please contact the artist.';

describe('one order', () => {
  it('holds up to 5 works by default', async () => {
    const res = await order(lines(await works(5)), newBuyer());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('of more works is refused with a 409 telling the buyer to contact the artist, holding nothing', async () => {
    const six = await works(6);
    const res = await order(lines(six), newBuyer());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'hold_limit',
        message: ORDER_LIMIT_MESSAGE,
        details: { kind: 'order', limit: 5, held: 0, requested: 6 },
      },
    });
    // Nothing is held: every one of them can still be bought.
    const free = await quote(t, {
      lines: lines(six),
      destination: { country: 'US', region: 'ME' },
    });
    expect(free.statusCode).toBe(200);
  });

  it('counts units: 6 prints of one edition are 6 works', async () => {
    const [edition] = await Promise.all([
      createArtwork(t.app.db, { price_cents: 5_000, stock: 10 }),
    ]);
    const res = await order([{ artwork_id: edition!.id, quantity: 6 }], newBuyer());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual({ kind: 'order', limit: 5, held: 0, requested: 6 });
  });
});

describe('one buyer', () => {
  it('holds at most 5 works across pending orders from one address, whatever the email', async () => {
    const buyer = newBuyer();
    expect((await order(lines(await works(3)), buyer)).statusCode).toBe(201);
    const other = { ...buyer, email: 'someone-else@example.com' };
    expect((await order(lines(await works(2)), other)).statusCode).toBe(201);
    const res = await order(lines(await works(1)), { ...buyer, email: 'third@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'hold_limit',
      message:
        'You already have 5 works on hold in an order awaiting payment, and one buyer can hold at most 5 works at a time. Please complete that payment first, or contact the artist.',
      details: { kind: 'buyer', limit: 5, held: 5, requested: 1 },
    });
    // Someone else, elsewhere, is not affected.
    expect((await order(lines(await works(5)), newBuyer())).statusCode).toBe(201);
  });

  it('holds at most 5 works across pending orders with one email, whatever the address', async () => {
    const buyer = newBuyer();
    expect((await order(lines(await works(4)), buyer)).statusCode).toBe(201);
    const elsewhere = { ip: '203.0.113.77', email: buyer.email.toUpperCase() };
    const res = await order(lines(await works(2)), elsewhere);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual({ kind: 'buyer', limit: 5, held: 4, requested: 2 });
    expect((await order(lines(await works(1)), elsewhere)).statusCode).toBe(201);
  });

  it('gets the room back when a hold lapses, is released, paid or cancelled', async () => {
    const buyer = newBuyer();
    const placed = async (n: number) => {
      const res = await order(lines(await works(n)), buyer);
      expect(res.statusCode, res.body).toBe(201);
      return orderRow(t.app.db, res.json().data.order.number);
    };
    const first = await placed(5);
    expect((await order(lines(await works(1)), buyer)).statusCode).toBe(409);

    await lapseHold(t.app.db, first.id);
    const second = await placed(5);
    expect((await order(lines(await works(1)), buyer)).statusCode).toBe(409);

    expect((await adminAction(t, second.id, 'release')).statusCode).toBe(200);
    const third = await placed(5);

    expect((await adminAction(t, third.id, 'mark-paid')).statusCode).toBe(200);
    const fourth = await placed(5);

    expect((await adminAction(t, fourth.id, 'cancel', {})).statusCode).toBe(200);
    await placed(5);
  });
});

describe('the artist’s setting', () => {
  it('changes the number for orders and buyers alike, and checkout says it', async () => {
    await setSettings(t, { checkout_max_held_works: 8 });
    const options = await t.inject({ method: 'GET', url: '/api/v1/checkout/options' });
    expect(options.json().data.max_held_works).toBe(8);
    const buyer = newBuyer();
    expect((await order(lines(await works(8)), buyer)).statusCode).toBe(201);
    const res = await order(lines(await works(1)), buyer);
    expect(res.json().error.details).toEqual({ kind: 'buyer', limit: 8, held: 8, requested: 1 });
    const big = await order(lines(await works(9)), newBuyer());
    expect(big.json().error.message).toBe(
      'One order can include at most 8 works. To buy more, please contact the artist.',
    );
    await setSettings(t, { checkout_max_held_works: 5 });
    const back = await t.inject({ method: 'GET', url: '/api/v1/checkout/options' });
    expect(back.json().data.max_held_works).toBe(5);
  });

  it('is a whole number from 1 to 50', async () => {
    const put = (value: unknown) =>
      t.admin('PUT', '/api/v1/admin/settings/checkout_max_held_works', { value });
    expect((await put(0)).json().error.message).toBe('checkout_max_held_works: must be at least 1');
    expect((await put(51)).json().error.message).toBe(
      'checkout_max_held_works: must be at most 50',
    );
    expect((await put(2.5)).json().error.message).toBe(
      'checkout_max_held_works: must be a whole number of works',
    );
    expect((await put('5')).statusCode).toBe(400);
    const ok = await put(12);
    expect(ok.json().data).toMatchObject({ key: 'checkout_max_held_works', value: 12 });
    await put(5);
  });
});
