import { describe, expect, it } from 'vitest';
import { createCollection, previewGrantHeaders } from '../../test/factories/catalogue';
import { placeOrder, orderBody, quote } from '../../test/factories/orders';
import { maine, useCheckoutApp } from './checkout.fixtures';

const { t, art } = useCheckoutApp();

describe('POST /checkout/quote', () => {
  it('answers 409 naming each work that cannot be ordered, with the reason', async () => {
    const sold = await art(100, { title: 'Gone', availability: 'sold' });
    const nfs = await art(100, { title: 'Keeper', availability: 'not_for_sale' });
    const unpriced = await art(100, { title: 'Unpriced', price_cents: null });
    const hidden = await art(100, { title: 'Secret', is_public: false });
    const edition = await art(100, { title: 'Edition', stock: 2 });
    const res = await quote(t, {
      lines: [
        { artwork_id: sold.id },
        { artwork_id: nfs.id },
        { artwork_id: unpriced.id },
        { artwork_id: hidden.id },
        { artwork_id: edition.id, quantity: 3 },
        { artwork_id: 999_999 },
      ],
      destination: maine,
    });
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(
      `Some works are no longer available: “Gone” (sold), “Keeper” (no longer for sale), “Unpriced” (no longer for sale), artwork #${hidden.id} (no longer for sale), “Edition” (only 2 left), artwork #999999 (no longer for sale)`,
    );
    expect(error.details).toEqual([
      { artwork_id: sold.id, title: 'Gone', reason: 'sold', available: 0 },
      { artwork_id: nfs.id, title: 'Keeper', reason: 'unavailable', available: 0 },
      { artwork_id: unpriced.id, title: 'Unpriced', reason: 'unavailable', available: 0 },
      { artwork_id: hidden.id, title: null, reason: 'unavailable', available: 0 },
      { artwork_id: edition.id, title: 'Edition', reason: 'insufficient_stock', available: 2 },
      { artwork_id: 999_999, title: null, reason: 'unavailable', available: 0 },
    ]);
  });

  it('tells a second buyer a work is reserved while another order holds it', async () => {
    const a = await art(700, { title: 'Held' });
    expect((await placeOrder(t, orderBody([{ artwork_id: a.id }]))).statusCode).toBe(201);
    const res = await quote(t, { lines: [{ artwork_id: a.id }], destination: maine });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([
      { artwork_id: a.id, title: 'Held', reason: 'reserved', available: 0 },
    ]);
  });

  it('sells preview-collection works only to holders of a preview grant', async () => {
    const preview = await createCollection(t.app.db, { name: 'Preview' });
    const a = await art(400, { collectionIds: [preview.id] });
    const locked = await quote(t, { lines: [{ artwork_id: a.id }], destination: maine });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.details[0]).toMatchObject({ title: null, reason: 'unavailable' });
    const granted = await quote(
      t,
      { lines: [{ artwork_id: a.id }], destination: maine },
      await previewGrantHeaders(t),
    );
    expect(granted.statusCode).toBe(200);
    const placed = await placeOrder(t, orderBody([{ artwork_id: a.id }]));
    expect(placed.statusCode).toBe(409);
  });
});
