import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../db/schema/index';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import {
  MAINE,
  adminAction,
  artworkRow,
  lapseHold,
  nextIp,
  orderBody,
  outbox,
  placeOrder,
  reserveForBuyer,
  setSettings,
} from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ artistEmail: 'elena@studio.test' });
beforeAll(async () => {
  await setSettings(t, { offers_enabled: true, offer_minimum_percent: 70 });
});

let buyers = 0;
const work = (values: Record<string, unknown> = {}) =>
  createArtwork(t.app.db, { price_cents: 100_000, ...values });
const offer = (artwork_id: number, amount: number, extra: Record<string, unknown> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/offers',
    remoteAddress: nextIp(),
    payload: {
      artwork_id,
      amount,
      email: `offerer${++buyers}@example.com`,
      name: 'Ada Collector',
      shipping_address: MAINE,
      ...extra,
    },
  });
const act = (id: number, action: string, payload: object = {}) =>
  t.admin('POST', `/api/v1/admin/offers/${id}/${action}`, payload);
const offerOf = async (artworkId: number) =>
  t.app.db.select().from(offers).where(eq(offers.artwork_id, artworkId)).orderBy(offers.id);
const ordersOf = async (email: string) =>
  t.app.db.select().from(orders).where(eq(orders.email, email));

describe('making an offer', () => {
  it('keeps an offer at or above the hidden minimum open and tells the artist', async () => {
    const w = await work();
    const res = await offer(w.id, 700, { note: 'Would you take 700?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('open');
    expect(res.body).not.toContain('70');
    const [row] = await offerOf(w.id);
    expect(row).toMatchObject({ status: 'open', amount_cents: 70_000 });
    const alerts = await outbox(t.app.db, 'offer_notification');
    expect(alerts.at(-1)).toMatchObject({ to_address: 'elena@studio.test' });
  });

  it('declines an offer below the minimum politely, by email, without telling the minimum', async () => {
    const w = await work();
    const res = await offer(w.id, 699);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('declined');
    const [row] = await offerOf(w.id);
    expect(row!.status).toBe('declined');
    const declined = await outbox(t.app.db, 'offer_declined');
    expect(declined.at(-1)!.text_body).not.toMatch(/70|minimum/);
  });

  it('allows one open offer per buyer per work', async () => {
    const w = await work();
    const first = await offer(w.id, 900, { email: 'same@example.com' });
    expect(first.statusCode).toBe(201);
    const again = await offer(w.id, 950, { email: 'SAME@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('offer_open');
  });

  it('refuses offers when they are off for the shop and the work, and on gated works', async () => {
    await setSettings(t, { offers_enabled: false });
    const closed = await work();
    expect((await offer(closed.id, 900)).statusCode).toBe(403);
    const open = await work({ offers_enabled: true });
    expect((await offer(open.id, 900)).statusCode).toBe(201);
    const preview = await createCollection(t.app.db, { name: 'Preview' });
    const gated = await work({ offers_enabled: true, collectionIds: [preview.id] });
    expect((await offer(gated.id, 900)).statusCode).toBe(404);
    await setSettings(t, { offers_enabled: true });
  });

  it('keeps nothing when the honeypot is filled', async () => {
    const w = await work();
    const res = await offer(w.id, 900, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await offerOf(w.id)).toHaveLength(0);
  });
});

describe('answering an offer', () => {
  it('counter, accepted by the link once: the work is reserved at the counter price, paid, sold', async () => {
    const w = await work();
    await offer(w.id, 800, { email: 'counter@example.com' });
    const [row] = await offerOf(w.id);
    const countered = await act(row!.id, 'counter', { amount: 900, note: 'Meet me there?' });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data).toMatchObject({ status: 'countered', counter_amount: 900 });
    expect((await outbox(t.app.db, 'offer_countered')).at(-1)!.text_body).toContain(row!.token);

    // The buyer's page shows the counter on the work, and nothing to pay yet.
    const view = await t.inject({ method: 'GET', url: `/api/v1/offers/${row!.token}` });
    expect(view.json().data).toMatchObject({
      status: 'countered',
      amount: 800,
      counter_amount: 900,
      artwork_title: w.title,
      payment_path: null,
    });

    const accept = () => t.inject({ method: 'POST', url: `/api/v1/offers/${row!.token}/accept` });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect((await accept()).statusCode).toBe(409);
    const [order] = await ordersOf('counter@example.com');
    expect(order).toMatchObject({ status: 'pending_payment', subtotal_cents: 90_000 });
    // The answer leads the buyer straight to the reservation's own page, to pay.
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      order_number: order!.number,
      payment_path: `/checkout/success?order=${order!.public_token}`,
    });
    const paymentPage = await t.inject({
      method: 'GET',
      url: `/api/v1/orders/${order!.public_token}`,
    });
    expect(paymentPage.statusCode).toBe(200);
    const days = (order!.hold_expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect((await outbox(t.app.db, 'offer_reserved')).at(-1)!.text_body).toContain(
      order!.public_token,
    );

    // A checkout can never take the reserved work.
    const checkout = await placeOrder(t, orderBody([{ artwork_id: w.id }]));
    expect(checkout.statusCode).toBe(409);

    expect((await adminAction(t, order!.id, 'mark-paid')).statusCode).toBe(200);
    expect((await artworkRow(t.app.db, w.id)).availability).toBe('sold');
  });

  it('declines with a note, and a declined offer cannot be accepted', async () => {
    const w = await work();
    await offer(w.id, 800);
    const [row] = await offerOf(w.id);
    const res = await act(row!.id, 'decline', { note: 'It is promised to a museum.' });
    expect(res.json().data.status).toBe('declined');
    expect((await outbox(t.app.db, 'offer_declined')).at(-1)!.text_body).toContain('museum');
    const late = await act(row!.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Cannot accept an offer that is declined');
  });

  it('refuses to accept an offer on a work held by a checkout, with the reason', async () => {
    const w = await work();
    await offer(w.id, 800);
    const [row] = await offerOf(w.id);
    expect((await placeOrder(t, orderBody([{ artwork_id: w.id }]))).statusCode).toBe(201);
    const res = await act(row!.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details[0].reason).toBeDefined();
    expect((await offerOf(w.id))[0]!.status).toBe('open');
  });

  it('reserves any available work for a buyer met elsewhere', async () => {
    const w = await work();
    const res = await reserveForBuyer(t, w.id, 950, {
      email: 'fair@example.com',
      name: 'Fair Collector',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('accepted');
    const [order] = await ordersOf('fair@example.com');
    expect(order!.subtotal_cents).toBe(95_000);
  });

  it('lists where each accepted offer’s reservation stands: held, then ended once it lapses', async () => {
    const w = await work();
    const res = await reserveForBuyer(t, w.id, 900, {
      email: 'lapsing@example.com',
      name: 'Lapsing Collector',
    });
    const id = res.json().data.id as number;
    const listed = async () =>
      (await t.admin('GET', '/api/v1/admin/offers'))
        .json()
        .data.find((o: { id: number }) => o.id === id);
    expect(await listed()).toMatchObject({ status: 'accepted', reservation: 'held' });
    const [order] = await ordersOf('lapsing@example.com');
    await lapseHold(t.app.db, order!.id);
    expect(await listed()).toMatchObject({ status: 'accepted', reservation: 'ended' });
    const open = await offer(w.id, 800);
    expect((await listed()).reservation).toBe('ended');
    expect(open.json().data.status).toBe('open');
  });
});

describe('the thread', () => {
  const thread = async (id: number) => {
    const res = await t.admin('GET', `/api/v1/admin/offers/${id}/thread`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      author: string;
      kind: string;
      body: string | null;
      amount: number | null;
    }[];
  };

  it('keeps every step: the offer, the counter with its note, and the buyer’s acceptance', async () => {
    const w = await work();
    await offer(w.id, 800, { note: 'I love the blues.' });
    const [o] = await offerOf(w.id);
    await act(o!.id, 'counter', { amount: 900, note: 'Framed, 900.' });
    const accepted = await t.inject({ method: 'POST', url: `/api/v1/offers/${o!.token}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(
      (await thread(o!.id)).map(({ author, kind, body, amount }) => ({
        author,
        kind,
        body,
        amount,
      })),
    ).toEqual([
      { author: 'buyer', kind: 'offer', body: 'I love the blues.', amount: 800 },
      { author: 'artist', kind: 'counter', body: 'Framed, 900.', amount: 900 },
      { author: 'buyer', kind: 'accept', body: null, amount: 900 },
    ]);
  });

  it('sends the artist’s reply to the buyer with the artist as Reply-To, and keeps it', async () => {
    const w = await work({ title: 'Blue Hour' });
    await offer(w.id, 850, { email: 'reply-me@example.com' });
    const [o] = await offerOf(w.id);
    const res = await act(o!.id, 'reply', { message: 'It ships in a crate; is Maine right?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ author: 'artist', kind: 'reply' });
    const [mail] = (await outbox(t.app.db, 'offer_reply')).filter(
      (m) => m.to_address === 'reply-me@example.com',
    );
    expect(mail).toMatchObject({
      reply_to: 'elena@studio.test',
      subject: 'About your offer on “Blue Hour”',
    });
    expect(mail!.text_body).toContain('It ships in a crate; is Maine right?');
    expect((await thread(o!.id)).at(-1)).toMatchObject({
      kind: 'reply',
      body: 'It ships in a crate; is Maine right?',
    });
  });

  it('refuses an empty reply and an unknown offer, keeping and sending nothing', async () => {
    const w = await work();
    await offer(w.id, 850);
    const [o] = await offerOf(w.id);
    const before = (await outbox(t.app.db, 'offer_reply')).length;
    const empty = await act(o!.id, 'reply', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([
      { path: 'message', message: 'Write a message to send' },
    ]);
    expect((await act(999_999, 'reply', { message: 'Hello' })).statusCode).toBe(404);
    expect((await t.admin('GET', '/api/v1/admin/offers/999999/thread')).statusCode).toBe(404);
    expect((await outbox(t.app.db, 'offer_reply')).length).toBe(before);
    expect(await thread(o!.id)).toHaveLength(1);
  });
});

describe('races', () => {
  it('never accepts two offers on one work', async () => {
    const w = await work();
    await offer(w.id, 800);
    await offer(w.id, 850);
    const rows = await offerOf(w.id);
    const results = await Promise.all(rows.map((r) => act(r.id, 'accept')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = await t.app.db.select().from(offers).where(eq(offers.artwork_id, w.id));
    expect(held.filter((o) => o.status === 'accepted')).toHaveLength(1);
  });

  it('lets either an accept or a checkout take the work, never both', async () => {
    const w = await work();
    await offer(w.id, 800);
    const [row] = await offerOf(w.id);
    const [accepted, checkout] = await Promise.all([
      act(row!.id, 'accept'),
      placeOrder(t, orderBody([{ artwork_id: w.id }])),
    ]);
    const won = [accepted.statusCode === 200, checkout.statusCode === 201];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect([accepted.statusCode, checkout.statusCode]).toContain(409);
    const live = await t.app.db.select().from(orders).where(eq(orders.status, 'pending_payment'));
    const onWork = await Promise.all(
      live.map((o) =>
        t.app.db.query.orderLines.findMany({
          where: (l, { and: a, eq: e }) => a(e(l.order_id, o.id), e(l.artwork_id, w.id)),
        }),
      ),
    );
    expect(onWork.flat()).toHaveLength(1);
  });
});

describe('on the dashboard', () => {
  const counts = async () =>
    (await t.admin('GET', '/api/v1/admin/dashboard')).json().data.offers as {
      open: number;
      reservations_ending_soon: number;
    };

  it('counts the offers to answer and the reservations whose hold ends within a day', async () => {
    const before = await counts();
    const waiting = await work();
    await offer(waiting.id, 900);
    const reserved = await work();
    await offer(reserved.id, 950, { email: 'soon@example.com' });
    expect(await counts()).toEqual({ ...before, open: before.open + 2 });

    const [row] = await offerOf(reserved.id);
    expect((await act(row!.id, 'accept')).statusCode).toBe(200);
    // Three days away: not yet; within the day: counted.
    expect(await counts()).toEqual({ ...before, open: before.open + 1 });
    const [order] = await ordersOf('soon@example.com');
    await t.app.db
      .update(orders)
      .set({ hold_expires_at: new Date(Date.now() + 2 * 3_600_000) })
      .where(eq(orders.id, order!.id));
    expect(await counts()).toEqual({
      open: before.open + 1,
      reservations_ending_soon: before.reservations_ending_soon + 1,
    });
  });
});
