import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@atelier/core';
import { AdminPageHeader, EmptyState, ListResults, ListToolbar } from '@/components/admin';
import { Button } from '@/components/ui';
import { useOrders } from '../api/get-orders';
import { HeldWorks } from './held-works';
import { OrdersTable } from './orders-table';
import { useOrderParams, type StatusFilter } from './use-order-params';

const PAGE_SIZE = 25;
const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

/** /admin/orders: every order, newest first, filtered by status and searched by number, email or name. */
export function OrdersScreen() {
  const list = useOrderParams();
  const { status, page, update, search } = list;
  const query = useOrders({
    page,
    limit: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
    search: search || undefined,
  });

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Open an order to mark it paid or shipped, print its packing slip, cancel or refund it."
      />
      <HeldWorks />
      <ListToolbar
        list={list}
        searchLabel="Search orders"
        placeholder="Order number, email or name"
        statusOptions={STATUS_OPTIONS}
      />
      <ListResults
        query={query}
        columns={6}
        noun="orders"
        {...list.results}
        noMatch={{
          title: 'No orders match your search',
          text: (
            <>
              No order
              {status === 'all' ? '' : ` that is ${ORDER_STATUS_LABELS[status].toLowerCase()}`} has
              “{search}” in its number, email or name.
            </>
          ),
        }}
        empty={
          status === 'all' ? (
            <EmptyState title="No orders yet">
              When a visitor buys a work at checkout, the order appears here and you get an email.
            </EmptyState>
          ) : (
            <EmptyState
              title={`No orders ${ORDER_STATUS_LABELS[status].toLowerCase()}`}
              action={
                <Button variant="secondary" size="sm" onClick={() => update({ status: 'all' })}>
                  Show all orders
                </Button>
              }
            />
          )
        }
      >
        {(orders, busy) => <OrdersTable orders={orders} busy={busy} />}
      </ListResults>
    </>
  );
}
