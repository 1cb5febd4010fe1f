import type { AdminOrderSummary } from '@atelier/core';
import { Link } from 'react-router';
import { DataTable, shortDate, tableDate, type Column } from '@/components/admin';
import { Price } from '@/components/ui';
import { paths } from '@/lib/paths';
import { PROVIDER_LABELS } from '../lib/order-text';
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

/** Number, date, buyer, total, status and payment; on phones the buyer folds under the number. */
export function OrdersTable({ orders, busy }: { orders: AdminOrderSummary[]; busy: boolean }) {
  const columns: Column<AdminOrderSummary>[] = [
    {
      key: 'number',
      header: 'Order',
      cell: (o) => (
        <>
          <Link
            to={paths.admin.order(o.id)}
            className="font-medium whitespace-nowrap text-accent underline-offset-4 hover:underline"
          >
            {o.number}
          </Link>
          <span className="block max-w-[11rem] truncate text-xs text-muted md:hidden">
            {o.name}
          </span>
        </>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      className: 'hidden sm:table-cell whitespace-nowrap tabular-nums',
      cell: (o) => <time dateTime={o.created_at}>{tableDate(o.created_at)}</time>,
    },
    {
      key: 'buyer',
      header: 'Buyer',
      className: 'hidden md:table-cell',
      cell: (o) => (
        <>
          <span className="block">{o.name}</span>
          <span className="block text-xs text-muted">{o.email}</span>
        </>
      ),
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
  return (
    <DataTable caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.id} busy={busy} />
  );
}
