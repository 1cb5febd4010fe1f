import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers, orders } from '../../db/schema/index';
import {
  adminAction,
  artworkRow,
  lapseHold,
  orderBody,
  outbox,
  placeOrder,
  reserveForBuyer,
  setSettings,
} from '../../test/factories/orders';
import { createImage } from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';
import { offerHelpers } from './offers.fixtures';

const t = useTestApp({ artistEmail: 'elena@studio.test' });
beforeAll(async () => {
  await setSettings(t, { offers_enabled: true, offer_minimum_percent: 70 });
});
const { work, offer, act, offerOf, ordersOf } = offerHelpers(t);

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

  it('shows the buyer the painting: its picture and its sizes, or none for a work without one', async () => {
    const url = '/uploads/offer-painting.jpg';
    await createImage(t.app.db, url, { width: 1500, height: 1000 });
    const pictured = await work({ primary_image_url: url });
    await offer(pictured.id, 800);
    const [row] = await offerOf(pictured.id);
    const view = (await t.inject({ method: 'GET', url: `/api/v1/offers/${row!.token}` })).json()
      .data;
    expect(view).toMatchObject({
      artwork_title: pictured.title,
      artwork_image_url: url,
      artwork_image: { url, width: 1500, height: 1000, dominant_color: '#8a6f4d' },
    });

    const bare = await work();
    await offer(bare.id, 800);
    const [bareRow] = await offerOf(bare.id);
    const bareView = await t.inject({ method: 'GET', url: `/api/v1/offers/${bareRow!.token}` });
    expect(bareView.json().data).toMatchObject({ artwork_image_url: null, artwork_image: null });
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

describe('the offer lifecycle', () => {
  it('refuses a move the table does not have, with a clear envelope, changing nothing', async () => {
    const w = await work();
    await offer(w.id, 800, { email: 'twice@example.com' });
    const [row] = await offerOf(w.id);
    expect((await act(row!.id, 'counter', { amount: 900 })).statusCode).toBe(200);
    const [countered] = await offerOf(w.id);
    const emails = (await outbox(t.app.db, 'offer_countered')).length;
    const thread = async () =>
      (await t.admin('GET', `/api/v1/admin/offers/${row!.id}/thread`)).json().data;
    const steps = await thread();

    // A counter waits on the buyer: the artist cannot counter it again, nor accept it.
    const again = await act(row!.id, 'counter', { amount: 950 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'invalid_transition',
        message: 'Cannot counter an offer that is countered',
        details: { status: 'countered', to: 'countered' },
      },
    });
    expect((await act(row!.id, 'accept')).json().error).toMatchObject({
      code: 'invalid_transition',
      message: 'Cannot accept an offer that is countered',
    });
    expect(await offerOf(w.id)).toEqual([countered]);
    expect(await thread()).toEqual(steps);
    expect(await outbox(t.app.db, 'offer_countered')).toHaveLength(emails);
    expect(await ordersOf('twice@example.com')).toHaveLength(0);
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
