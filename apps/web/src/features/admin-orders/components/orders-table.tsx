import type { AdminOrderSummary } from '@atelier/core';
import { DataTable, StackedCell, dateColumn, shortDate, type Column } from '@/components/admin';
import { Price } from '@/components/ui';
import { PROVIDER_LABELS } from '../lib/order-text';
import { OrderNumberLink } from './order-number-link';
import { OrderStatusBadge } from './order-status-badge';

/** Under the badge of a pending order: whether its works are still held, and until when. */
function HoldNote({ order }: { order: AdminOrderSummary }) {
  if (order.status !== 'pending_payment' || !order.hold_expires_at) return null;
  return (
    <span className="mt-1 block text-xs text-muted">
      {order.hold_active ? `Held until ${shortDate(order.hold_expires_at)}` : 'Hold lapsed'}
    </span>
  );
}

/** Number, date, buyer, total, status and payment; below 1024 px a card per order. */
export function OrdersTable({ orders, busy }: { orders: AdminOrderSummary[]; busy: boolean }) {
  const columns: Column<AdminOrderSummary>[] = [
    {
      key: 'number',
      header: 'Order',
      card: 'title',
      cell: (o) => <OrderNumberLink id={o.id} number={o.number} />,
    },
    dateColumn({ key: 'date', header: 'Date', at: (o) => o.created_at, hideOnPhones: true }),
    {
      key: 'buyer',
      header: 'Buyer',
      className: 'hidden md:table-cell',
      cell: (o) => <StackedCell detail={o.email}>{o.name}</StackedCell>,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (o) => (
        <>
          <Price amount={o.total} />
          <span className="block text-xs text-muted">
            {o.item_count} {o.item_count === 1 ? 'work' : 'works'}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => (
        <>
          <OrderStatusBadge status={o.status} />
          <HoldNote order={o} />
        </>
      ),
    },
    {
      key: 'payment',
      header: 'Payment',
      className: 'hidden lg:table-cell text-muted',
      cell: (o) => PROVIDER_LABELS[o.payment_provider],
    },
  ];
  return <DataTable caption="Orders" columns={columns} rows={orders} busy={busy} />;
}
