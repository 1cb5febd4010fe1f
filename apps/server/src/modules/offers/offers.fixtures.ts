import { eq } from 'drizzle-orm';
import { offers, orders } from '../../db/schema/index';
import { createArtwork } from '../../test/factories/catalogue';
import { MAINE, nextIp } from '../../test/factories/orders';
import type { TestApp } from '../../test/test-app';

/** The offers tests' helpers: a work for sale, a buyer's offer, the artist's answer, the rows. */
export function offerHelpers(t: TestApp) {
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
  return { work, offer, act, offerOf, ordersOf };
}
