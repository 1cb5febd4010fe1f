/** Test data for the admin orders tests (imported by *.test.tsx only). */
import {
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type AdminOrderSummary,
  type OrderStatus,
} from '@atelier/core';

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

/** Which actions the server allows from a status (decision 010), for manual payment. */
const ACTIONS: Record<OrderStatus, AdminOrder['allowed_actions']> = {
  pending_payment: ['mark_paid', 'cancel'],
  paid: ['ship', 'deliver', 'cancel', 'refund'],
  shipped: ['deliver', 'refund'],
  delivered: ['refund'],
  cancelled: [],
  expired: ['mark_paid'],
  refunded: [],
};

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
  shipping_address: {
    line1: '1 Harbour Road',
    line2: 'Studio 2',
    city: 'Portland',
    region: 'ME',
    postal_code: '04101',
    country: 'US',
  },
  lines: [
    {
      id: 1,
      artwork_id: 3,
      title: 'Harbour Light',
      image_url: null,
      framing_option: 'simple-black',
      quantity: 1,
      unit_price: 1200,
      frame_surcharge: 200,
      line_total: 1400,
    },
  ],
  item_count: 1,
  subtotal: 1400,
  frames: 200,
  shipping: 75,
  tax: 77,
  tax_rate_percent: 5.5,
  total: 1552,
  currency: 'usd',
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
  allowed_actions: ACTIONS[status],
  ...overrides,
});

export const listPage = (rows: AdminOrderSummary[], total = rows.length, page = 1, limit = 25) => ({
  data: rows,
  pagination: {
    total,
    pages: Math.max(1, Math.ceil(total / limit)),
    page,
    limit,
    offset: (page - 1) * limit,
  },
});
