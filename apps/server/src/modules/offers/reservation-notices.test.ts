import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import { outbox, reserveForBuyer, setSettings } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { sendReservationNotices } from './reservation-notices.service';

const t = useTestApp({ artistEmail: 'elena@studio.test' });
beforeAll(async () => {
  await setSettings(t, { offers_enabled: true });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let buyers = 0;
/** The artist reserves a new work for a new buyer; returns the buyer and the order. */
async function reservation() {
  const work = await createArtwork(t.app.db, { title: `Study ${++buyers}`, price_cents: 90_000 });
  const email = `reserver${buyers}@example.com`;
  const res = await reserveForBuyer(t, work.id, 800, { email, name: 'Rosa Keller' });
  expect(res.statusCode).toBe(201);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.email, email));
  return { work, email, order: order! };
}
/** As if the reservation (three days long) were made three days before `ms` from now. */
const endsIn = (orderId: number, ms: number) =>
  t.app.db
    .update(orders)
    .set({
      created_at: new Date(Date.now() + ms - 3 * DAY),
      hold_expires_at: new Date(Date.now() + ms),
    })
    .where(eq(orders.id, orderId));
const sentTo = async (kind: string, to: string) =>
  (await outbox(t.app.db, kind)).filter((m) => m.to_address === to);

describe('reservation reminders and endings', () => {
  it('reminds the buyer once when the hold ends within a day, with the link to pay', async () => {
    const { email, order } = await reservation();
    expect(await sendReservationNotices(t.app)).toEqual({ reminded: 0, ended: 0 });
    await endsIn(order.id, 5 * HOUR);
    // Two instances look at once: one reminder.
    const runs = await Promise.all([sendReservationNotices(t.app), sendReservationNotices(t.app)]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await sendReservationNotices(t.app)).toEqual({ reminded: 0, ended: 0 });
    const [reminder, ...more] = await sentTo('reservation_reminder', email);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toContain('until tomorrow');
    expect(reminder!.text_body).toContain(`/checkout/success?order=${order.public_token}`);
  });

  it('never reminds of a reservation that lasts a day or less in all', async () => {
    const { email, order } = await reservation();
    await t.app.db
      .update(orders)
      .set({ hold_expires_at: new Date(order.created_at.getTime() + 20 * HOUR) })
      .where(eq(orders.id, order.id));
    await sendReservationNotices(t.app);
    expect(await sentTo('reservation_reminder', email)).toHaveLength(0);
  });

  it('tells the buyer and the artist once when it ends unpaid; the work is on sale again', async () => {
    const { work, email, order } = await reservation();
    const reserved = await t.inject({ method: 'GET', url: `/api/v1/artworks/${work.id}` });
    expect(reserved.json().data.availability).toBe('reserved');
    await endsIn(order.id, -60_000);
    expect(await sendReservationNotices(t.app)).toMatchObject({ ended: 1 });
    expect(await sendReservationNotices(t.app)).toEqual({ reminded: 0, ended: 0 });
    const [ended] = await sentTo('reservation_ended', email);
    expect(ended!.subject).toBe(`Your reservation of “${work.title}” has ended`);
    const alerts = (await outbox(t.app.db, 'reservation_ended_alert')).filter((m) =>
      m.text_body.includes(order.number),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to_address).toBe('elena@studio.test');
    const free = await t.inject({ method: 'GET', url: `/api/v1/artworks/${work.id}` });
    expect(free.json().data.availability).toBe('available');
  });

  it('says nothing of a reservation that was paid', async () => {
    const { email, order } = await reservation();
    await t.app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    await endsIn(order.id, -60_000);
    await sendReservationNotices(t.app);
    expect(await sentTo('reservation_ended', email)).toHaveLength(0);
  });
});
