/** Test data for the admin orders tests (imported by *.test.tsx only). */
import {
  ORDER_STATUS_LABELS,
  adminActions,
  type AdminOrder,
  type AdminOrderSummary,
  type HeldOrder,
  type OrderStatus,
} from '@atelier/core';
import { BUYER_ADDRESS, ORDER_LINES_AND_TOTALS, listBody } from '@/test/factories';

export const makeSummary = (
  id: number,
  overrides: Partial<AdminOrderSummary> = {},
): AdminOrderSummary => ({
  id,
  number: `EM-${1000 + id}`,
  status: 'paid',
  status_label: 'Paid',
  email: `buyer${id}@example.com`,
  name: `Buyer ${id}`,
  item_count: 1,
  total: 1552,
  payment_provider: 'manual',
  created_at: '2026-03-02T10:00:00Z',
  paid_at: '2026-03-02T12:00:00Z',
  hold_expires_at: null,
  hold_active: false,
  ...overrides,
});

export const makeAdminOrder = (
  status: OrderStatus = 'pending_payment',
  overrides: Partial<AdminOrder> = {},
): AdminOrder => ({
  id: 7,
  number: 'EM-1007',
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  status,
  status_label: ORDER_STATUS_LABELS[status],
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: '+1 207 555 0100',
  newsletter_opt_in: true,
  shipping_address: { ...BUYER_ADDRESS, line2: 'Studio 2' },
  ...ORDER_LINES_AND_TOTALS,
  kind: 'checkout',
  payment_provider: 'manual',
  payment_instructions: null,
  hold_expires_at: status === 'pending_payment' ? '2026-03-02T10:30:00Z' : null,
  hold_active: status === 'pending_payment',
  created_at: '2026-03-02T10:00:00Z',
  paid_at: status === 'pending_payment' ? null : '2026-03-02T12:00:00Z',
  shipped_at: null,
  delivered_at: null,
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  payment_reference: null,
  stripe_session_id: null,
  refund_reference: null,
  cancelled_at: null,
  refunded_at: null,
  updated_at: '2026-03-02T10:00:00Z',
  events: [
    {
      id: 1,
      from_status: null,
      to_status: 'pending_payment',
      actor: 'buyer',
      note: 'Order placed for manual payment',
      created_at: '2026-03-02T10:00:00Z',
    },
  ],
  // As the server derives them from the lifecycle table, for manual payment (the fixture's
  // hold is long over, so it cannot be extended).
  allowed_actions: adminActions({
    status,
    payment_provider: 'manual',
    kind: 'checkout',
    hold_expires_at: '2026-03-02T10:30:00Z',
  }),
  extend_to: null,
  ...overrides,
});

export const listPage = (rows: AdminOrderSummary[], total = rows.length, page = 1, limit = 25) =>
  listBody(rows, total, limit, (page - 1) * limit);

export const makeHeld = (id: number, overrides: Partial<HeldOrder> = {}): HeldOrder => ({
  id,
  number: `EM-${1000 + id}`,
  name: `Buyer ${id}`,
  email: `buyer${id}@example.com`,
  payment_provider: 'manual',
  kind: 'checkout',
  created_at: '2026-03-02T10:00:00Z',
  hold_expires_at: '2026-03-02T10:30:00Z',
  extend_to: null,
  works: [{ artwork_id: 3, title: 'Harbour Light', quantity: 1 }],
  ...overrides,
});
