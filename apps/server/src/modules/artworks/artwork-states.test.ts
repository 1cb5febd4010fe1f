import { visitorAvailabilityOf, type Artwork } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  lapseHold,
  orderBody,
  orderRow,
  placeOrder,
  reserveForBuyer,
} from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** The same work as the admin's list, the admin's editor and a visitor's page read it. */
async function readEverywhere(id: number) {
  const list: Artwork[] = (await get('/artworks?limit=100', t.auth)).json().data;
  const listed = list.find((work) => work.id === id)!;
  const edited: Artwork = (await get(`/artworks/${id}`, t.auth)).json().data;
  const visitorPage = await get(`/artworks/${id}`);
  const visitorList: Artwork[] = (await get('/artworks?limit=100')).json().data;
  return {
    listed,
    edited,
    visitor: visitorPage.json().data as Artwork,
    visitorListed: visitorList.find((work) => work.id === id)!,
  };
}

const dashboardArtworks = async () =>
  (await get('/admin/dashboard', t.auth)).json().data.artworks as Record<string, number>;

describe('one rule for what a work is (decision 048)', () => {
  it('the admin list, the editor, the dashboard and the public page agree on held, reserved and sold works', async () => {
    const before = await dashboardArtworks();
    const held = await createArtwork(t.app.db, { title: 'Held', price_cents: 90_000 });
    const reserved = await createArtwork(t.app.db, { title: 'Reserved', price_cents: 50_000 });
    const sold = await createArtwork(t.app.db, { title: 'Sold', price_cents: 70_000 });
    const free = await createArtwork(t.app.db, { title: 'Free', price_cents: 10_000 });

    const placed = await placeOrder(t, orderBody([{ artwork_id: held.id }]));
    expect(placed.statusCode).toBe(201);
    const heldOrder = await orderRow(t.app.db, placed.json().data.order.number);
    const reservation = await reserveForBuyer(t, reserved.id, 450, {
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    expect(reservation.statusCode).toBe(201);
    const paid = await placeOrder(t, orderBody([{ artwork_id: sold.id }]));
    const paidOrder = await orderRow(t.app.db, paid.json().data.order.number);
    expect((await adminAction(t, paidOrder.id, 'mark-paid')).statusCode).toBe(200);

    const h = await readEverywhere(held.id);
    expect(h.listed.state).toEqual({
      kind: 'held',
      order_id: heldOrder.id,
      order_number: heldOrder.number,
      buyer_name: null,
      until: heldOrder.hold_expires_at.toISOString(),
      // Without Stripe the buyer pays by bank transfer: the hold is told by its day.
      until_is_day: true,
    });
    expect(h.edited.state).toEqual(h.listed.state);
    expect(h.visitor.availability).toBe(visitorAvailabilityOf(h.listed.state!));
    expect(h.visitor.availability).toBe('reserved');
    expect(h.visitorListed.availability).toBe('reserved');
    // Nothing of the buyer or the order reaches a visitor.
    expect(h.visitor).not.toHaveProperty('state');
    expect(h.visitorListed).not.toHaveProperty('state');

    const r = await readEverywhere(reserved.id);
    expect(r.listed.state).toMatchObject({ kind: 'reserved', buyer_name: 'Grace Hopper' });
    expect(r.listed.state!.until).not.toBeNull();
    expect(r.edited.state).toEqual(r.listed.state);
    expect(r.visitor.availability).toBe(visitorAvailabilityOf(r.listed.state!));

    const s = await readEverywhere(sold.id);
    expect(s.listed.state!.kind).toBe('sold');
    expect(s.visitor.availability).toBe('sold');

    const f = await readEverywhere(free.id);
    expect(f.listed.state!.kind).toBe('available');
    expect(f.visitor.availability).toBe('available');

    expect(await dashboardArtworks()).toEqual({
      ...before,
      total: before.total! + 4,
      available: before.available! + 1,
      held: before.held! + 1,
      reserved: before.reserved! + 1,
      sold: before.sold! + 1,
    });

    // The artist's filters find works by the same rule.
    const adminIds = async (availability: string) =>
      (
        (await get(`/artworks?limit=100&availability=${availability}`, t.auth)).json()
          .data as Artwork[]
      ).map((work) => work.id);
    expect(await adminIds('available')).toContain(free.id);
    expect(await adminIds('available')).not.toContain(held.id);
    expect(await adminIds('reserved')).toEqual(expect.arrayContaining([held.id, reserved.id]));

    // A hold that runs out puts the work back on sale on every screen at once.
    await lapseHold(t.app.db, heldOrder.id);
    const lapsed = await readEverywhere(held.id);
    expect(lapsed.listed.state!.kind).toBe('available');
    expect(lapsed.visitor.availability).toBe('available');
    const after = await dashboardArtworks();
    expect(after.held).toBe(before.held);
    expect(after.available).toBe(before.available! + 2);
  });

  it('keeps the stored choice of the artist (reserved or not for sale by hand); no stock is sold', async () => {
    const byHand = await createArtwork(t.app.db, { availability: 'reserved' });
    const kept = await createArtwork(t.app.db, { availability: 'not_for_sale' });
    const b = await readEverywhere(byHand.id);
    expect(b.listed.state).toEqual({
      kind: 'reserved',
      order_id: null,
      order_number: null,
      buyer_name: null,
      until: null,
      until_is_day: false,
    });
    expect(b.visitor.availability).toBe('reserved');
    const k = await readEverywhere(kept.id);
    expect(k.listed.state!.kind).toBe('not_for_sale');
    expect(k.visitor.availability).toBe('not_for_sale');
    // Marked available with no stock left: sold, as checkout would refuse it.
    const empty = await createArtwork(t.app.db, { price_cents: 10_000, stock: 0 });
    const e = await readEverywhere(empty.id);
    expect(e.listed.state!.kind).toBe('sold');
    expect(e.visitor.availability).toBe('sold');
  });

  it('counts an edition as held only once every unit is held', async () => {
    const edition = await createArtwork(t.app.db, { price_cents: 20_000, stock: 2 });
    const before = await dashboardArtworks();
    await placeOrder(t, orderBody([{ artwork_id: edition.id }]));
    expect((await readEverywhere(edition.id)).listed.state!.kind).toBe('available');
    expect((await dashboardArtworks()).held).toBe(before.held);
    await placeOrder(t, orderBody([{ artwork_id: edition.id }]));
    const both = await readEverywhere(edition.id);
    expect(both.listed.state!.kind).toBe('held');
    expect(both.visitor.availability).toBe('reserved');
    expect(await dashboardArtworks()).toMatchObject({
      held: before.held! + 1,
      available: before.available! - 1,
    });
  });
});
