import { describe, expect, it } from 'vitest';
import { createArtwork } from '../../test/factories/catalogue';
import {
  adminAction,
  lapseHold,
  orderBody,
  orderRow,
  placeOrder,
} from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const availabilityOf = async (id: number, headers: Record<string, string> = {}) =>
  (await get(`/artworks/${id}`, headers)).json().data.availability;
const listed = async (query: string) =>
  (await get(`/artworks?${query}`)).json().data.map((a: { id: number }) => a.id);

describe('availability while a checkout holds a work', () => {
  it('shows "reserved" to visitors (lists, detail, filter) until the hold ends, "sold" once paid; the admin sees the stored value', async () => {
    const held = await createArtwork(t.app.db, { title: 'Held', price_cents: 90_000 });
    const free = await createArtwork(t.app.db, { title: 'Free', price_cents: 90_000 });
    const edition = await createArtwork(t.app.db, {
      title: 'Edition',
      price_cents: 20_000,
      stock: 2,
    });
    const res = await placeOrder(
      t,
      orderBody([{ artwork_id: held.id }, { artwork_id: edition.id }]),
    );
    expect(res.statusCode).toBe(201);
    const order = await orderRow(t.app.db, res.json().data.order.number);

    expect(await availabilityOf(held.id)).toBe('reserved');
    expect(await availabilityOf(held.id, t.auth)).toBe('available');
    expect(await availabilityOf(free.id)).toBe('available');
    // One of two units held: the edition is still available.
    expect(await availabilityOf(edition.id)).toBe('available');
    const list = (await get('/artworks')).json().data;
    expect(list.find((a: { id: number }) => a.id === held.id).availability).toBe('reserved');
    expect(await listed('availability=available')).toEqual(
      expect.arrayContaining([free.id, edition.id]),
    );
    expect(await listed('availability=available')).not.toContain(held.id);
    expect(await listed('availability=reserved')).toEqual([held.id]);

    await lapseHold(t.app.db, order.id);
    expect(await availabilityOf(held.id)).toBe('available');

    const again = await placeOrder(t, orderBody([{ artwork_id: held.id }]));
    await adminAction(
      t,
      (await orderRow(t.app.db, again.json().data.order.number)).id,
      'mark-paid',
    );
    expect(await availabilityOf(held.id)).toBe('sold');
    expect(await availabilityOf(held.id, t.auth)).toBe('sold');
  });

  it('counts a visitor\'s "available" list live: a lapsed hold adds its work to the total at once', async () => {
    const totalAvailable = async () =>
      (await get('/artworks?availability=available&limit=1')).json().pagination.total;
    const work = await createArtwork(t.app.db, { title: 'Counted live', price_cents: 50_000 });
    const before = await totalAvailable();
    const res = await placeOrder(t, orderBody([{ artwork_id: work.id }]));
    expect(res.statusCode).toBe(201);
    // The hold is an order, not a write to the works: no listing version is raised by it or
    // by its lapse, so this count must not be one kept per version.
    expect(await totalAvailable()).toBe(before - 1);
    await lapseHold(t.app.db, (await orderRow(t.app.db, res.json().data.order.number)).id);
    expect(await totalAvailable()).toBe(before);
  });
});
