import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { outbox, setSettings } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { offerHelpers } from './offers.fixtures';

const t = useTestApp({ artistEmail: 'elena@studio.test' });
beforeAll(async () => {
  await setSettings(t, { offers_enabled: true, offer_minimum_percent: 70 });
});
const { work, offer, act, offerOf, ordersOf } = offerHelpers(t);

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
