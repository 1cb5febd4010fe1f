import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type DashboardOrders,
  type OrderStatus,
} from '@atelier/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Price, Skeleton } from '@/components/ui';
import { withQuery } from '@/lib/paths';
import { adminPaths } from '@/lib/admin-paths';
import { DashboardPanel } from './dashboard-panel';
import { RevenueTable } from './revenue-table';

// The chart's code loads with the dashboard's data, never in the public bundle.
const RevenueChart = lazy(() => import('./revenue-chart'));

const ordersWith = (status: string) => withQuery(adminPaths.orders(), { status });

/** Statuses the figures above already show: each count is said once. */
const SHOWN_AS_FIGURE: readonly OrderStatus[] = ['pending_payment'];

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="px-5 py-4">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-3xl leading-none lining-nums tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** The shop at a glance: what to ship, what awaits payment, revenue and its last 12 months. */
export function OrdersOverview({ orders }: { orders: DashboardOrders }) {
  const byStatus = ORDER_STATUSES.filter(
    (status) => orders.counts[status] > 0 && !SHOWN_AS_FIGURE.includes(status),
  );
  const anyOrder = ORDER_STATUSES.some((status) => orders.counts[status] > 0);
  // Twelve empty months would draw an axis of "$0 / $0 / $0": say it in words instead.
  const anySale = orders.revenue_by_month.some((m) => m.revenue > 0);
  return (
    <DashboardPanel title="Shop" to={adminPaths.orders()} linkLabel="All orders">
      <dl className="grid grid-cols-2 border-b border-line lg:grid-cols-4">
        <Figure label="To ship">
          <Link to={ordersWith('paid')} className="hover:text-accent">
            {orders.to_ship}
          </Link>
        </Figure>
        <Figure label="Awaiting payment">
          <Link to={ordersWith('pending_payment')} className="hover:text-accent">
            {orders.counts.pending_payment}
          </Link>
        </Figure>
        <Figure label="Revenue this month">
          <Price amount={orders.revenue_this_month} />
        </Figure>
        <Figure label="Revenue this year">
          <Price amount={orders.revenue_this_year} />
        </Figure>
      </dl>
      <div className="space-y-4 px-5 py-4">
        {byStatus.length > 0 && (
          <ul aria-label="Orders by status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {byStatus.map((status) => (
              <li key={status}>
                <Link to={ordersWith(status)} className="text-muted hover:text-ink">
                  {ORDER_STATUS_LABELS[status]}:{' '}
                  <span className="text-ink tabular-nums">{orders.counts[status]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {!anyOrder && (
          <p className="text-sm text-muted">No orders yet. They appear here as works sell.</p>
        )}
        <div>
          <h3 className="mb-3 font-sans text-sm font-medium">Revenue, last 12 months</h3>
          {anySale ? (
            <>
              <Suspense fallback={<Skeleton className="h-52 w-full" />}>
                <RevenueChart months={orders.revenue_by_month} />
              </Suspense>
              <RevenueTable months={orders.revenue_by_month} />
            </>
          ) : (
            <p className="text-sm text-muted">
              No sales in the last 12 months. Each month’s revenue shows here once a work sells.
            </p>
          )}
        </div>
      </div>
    </DashboardPanel>
  );
}
