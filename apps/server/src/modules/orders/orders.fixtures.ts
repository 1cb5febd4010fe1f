import { AdminOrder, PlacedOrder } from '@atelier/core';
import { expect } from 'vitest';
import { createPricedArtwork, type createArtwork } from '../../test/factories/catalogue';
import { orderBody, orderRow, placeOrder, useOrdersTestApp } from '../../test/factories/orders';

/** A destination in Maine, where the shop charges tax. */
export const maine = { country: 'US', region: 'ME' };

/**
 * The orders tests' app (manual payment: no Stripe) and the admin acting in it, with what those
 * tests do: price a work, place an order for it, read an order as the admin.
 */
export function useOrders() {
  const { t, admin } = useOrdersTestApp();

  const art = (dollars: number, values: Parameters<typeof createArtwork>[1] = {}) =>
    createPricedArtwork(t.app.db, dollars, values);

  /** Places a manual order for these works and returns its public shape and admin id. */
  async function place(
    lines: { artwork_id: number; quantity?: number; framing_option?: string }[],
    overrides = {},
  ) {
    const res = await placeOrder(t, orderBody(lines, overrides));
    expect(res.statusCode, res.body).toBe(201);
    const placed = PlacedOrder.parse(res.json().data);
    const row = await orderRow(t.app.db, placed.order.number);
    return { placed, id: row.id, row };
  }

  const detail = async (id: number) =>
    AdminOrder.parse((await t.admin('GET', `/api/v1/admin/orders/${id}`)).json().data);

  return { t, admin, art, place, detail };
}
