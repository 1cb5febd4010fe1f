import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client';
import { artworks, emailOutbox, orderEvents, orders } from '../../db/schema/index';
import { useTestApp, type TestApp } from '../test-app';

/** A Maine address: domestic and taxed with the default settings. */
export const MAINE = {
  line1: '12 Harbor Road',
  city: 'Camden',
  region: 'ME',
  postal_code: '04843',
  country: 'US',
};

export interface LineSpec {
  artwork_id: number;
  quantity?: number;
  framing_option?: string;
}

let buyers = 0;
/**
 * A checkout body. Each order comes from a new buyer email unless one is given, as each comes
 * from a new address (`placeOrder`): one buyer may hold only a few works at a time, and tests
 * of other rules place many orders.
 */
export const orderBody = (lines: LineSpec[], overrides: Record<string, unknown> = {}) => ({
  lines,
  email: `buyer${++buyers}@example.com`,
  name: 'Ada Collector',
  shipping_address: MAINE,
  ...overrides,
});

let ip = 0;
/** A new client address each time, so the per-address limits never interfere. */
export const nextIp = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

/** Places an order from `remoteAddress` (a new address unless given). */
export const placeOrder = (
  t: Pick<TestApp, 'inject'>,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextIp(),
) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/checkout/orders',
    payload: body as object,
    headers,
    remoteAddress,
  });

export const quote = (
  t: Pick<TestApp, 'inject'>,
  body: unknown,
  headers: Record<string, string> = {},
) => t.inject({ method: 'POST', url: '/api/v1/checkout/quote', payload: body as object, headers });

/** Sets settings as the admin would. */
export async function setSettings(t: TestApp, values: Record<string, string | number | boolean>) {
  const res = await t.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/batch',
    headers: t.auth,
    payload: { settings: Object.entries(values).map(([key, value]) => ({ key, value })) },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.body}`);
}

/** The works held right now, as the artist's orders screen lists them. */
export const heldOrders = (t: TestApp) =>
  t.inject({ method: 'GET', url: '/api/v1/admin/orders/holds', headers: t.auth });

export const adminAction = (t: TestApp, id: number, action: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/${action}`,
    headers: t.auth,
    ...(payload ? { payload } : {}),
  });

/** The artist reserves a work for a buyer met elsewhere, shipping to MAINE (the raw answer). */
export const reserveForBuyer = (
  t: TestApp,
  artworkId: number,
  amount: number,
  buyer: { email: string; name: string },
) =>
  t.admin('POST', '/api/v1/admin/reservations', {
    artwork_id: artworkId,
    amount,
    ...buyer,
    shipping_address: MAINE,
  });

export async function orderRow(db: Db, number: string) {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

export async function artworkRow(db: Db, id: number) {
  const [row] = await db.select().from(artworks).where(eq(artworks.id, id));
  return row!;
}

export const eventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(orderEvents.id);

/** Ends a hold now, as if its time had run out. */
export const lapseHold = (db: Db, orderId: number) =>
  db
    .update(orders)
    .set({ hold_expires_at: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));

/** Outbox rows of one kind (to check which emails an action queued). */
export const outbox = (db: Db, kind?: string) =>
  kind
    ? db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(emailOutbox.id)
    : db.select().from(emailOutbox).orderBy(emailOutbox.id);

/** How order events name the signed-in admin of `t` ("admin:<id>"). */
/** The API's refusal of an order action the order's status does not allow: 409 in the usual envelope. */
export function expectInvalidTransition(
  res: LightMyRequestResponse,
  action: string,
  status: string,
  message: string,
) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: { code: 'invalid_transition', message, details: { action, status } },
  });
}

/** The file's app, and `admin.actor`: how order events name its signed-in admin. */
export function useOrdersTestApp() {
  const t = useTestApp();
  const admin = { actor: '' };
  beforeAll(async () => {
    admin.actor = await adminActorOf(t);
  });
  return { t, admin };
}

async function adminActorOf(t: TestApp): Promise<string> {
  const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.auth });
  return `admin:${me.json().data.id}`;
}
