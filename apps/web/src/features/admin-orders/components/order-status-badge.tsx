import { ORDER_STATUS_LABELS, type OrderStatus } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

/** Amber for what needs the artist (to be paid, to ship); green once it has left; grey when closed. */
const TONE: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'accent',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={TONE[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}
