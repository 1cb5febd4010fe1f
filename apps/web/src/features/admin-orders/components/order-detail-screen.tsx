import { Link } from 'react-router';
import { AdminHead, AdminPageHeader, EmptyState, longDate } from '@/components/admin';
import { buttonClasses, ErrorBlock } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage } from '@/lib/toast';
import { useOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderDetailSkeleton } from './order-detail-skeleton';
import { OrderHistory } from './order-history';
import { OrderInfoCards } from './order-info-cards';
import { OrderLinesCard } from './order-lines-card';
import { OrderStatusBadge } from './order-status-badge';

function BackLink() {
  return (
    <Link
      to={adminPaths.orders()}
      className="mb-4 inline-block text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
    >
      ← All orders
    </Link>
  );
}

/** /admin/orders/:id: everything about one order and what can be done with it now. */
export function OrderDetailScreen({ id }: { id: number }) {
  const query = useOrder(id);

  if (query.isPending || query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <BackLink />
        <AdminHead title="Order" />
        <h1 className="mb-6 text-3xl md:text-4xl">{missing ? 'Order not found' : 'Order'}</h1>
        {query.isPending ? (
          <OrderDetailSkeleton />
        ) : missing ? (
          <EmptyState title="There is no order with this number">
            It may have been opened from an old link.
          </EmptyState>
        ) : (
          <ErrorBlock
            message={errorMessage(query.error, 'Could not load the order')}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    );
  }

  const order = query.data;
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={`Order ${order.number}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span>Placed {longDate(order.created_at)}</span>
          </span>
        }
        actions={
          <Link
            to={adminPaths.orderPackingSlip(order.id)}
            className={buttonClasses('secondary', 'sm')}
          >
            Packing slip
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <OrderActions order={order} />
          <OrderLinesCard order={order} />
          <OrderHistory events={order.events} />
        </div>
        <div className="space-y-6">
          <OrderInfoCards order={order} />
        </div>
      </div>
    </>
  );
}
