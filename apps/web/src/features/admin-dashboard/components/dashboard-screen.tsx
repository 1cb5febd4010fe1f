import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { QueryState, buttonClasses } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FailedEmailsNotice } from './failed-emails-notice';
import { UnmatchedPaymentsNotice } from './unmatched-payments-notice';
import { OffersNotice } from './offers-notice';
import { OrdersOverview } from './orders-overview';
import { RecentMessages } from './recent-messages';
import { StatCards } from './stat-cards';
import { UpcomingPosts } from './upcoming-posts';

interface DashboardScreenProps {
  /** The works held for buyers who are paying, with their deadlines (the orders feature's). */
  holdsSlot?: ReactNode;
}

/** The admin's home: what needs attention today, one tap from each screen. */
export function DashboardScreen({ holdsSlot }: DashboardScreenProps) {
  const query = useDashboard();
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        actions={
          <>
            <Link to={adminPaths.blogNew()} className={buttonClasses('secondary', 'sm')}>
              New post
            </Link>
            <Link to={adminPaths.artworks()} className={buttonClasses('primary', 'sm')}>
              Manage artworks
            </Link>
          </>
        }
      />
      <QueryState query={query} loading={<DashboardSkeleton />}>
        {(summary) => (
          <div className="space-y-8">
            {summary.artworks.total === 0 && (
              <EmptyState
                title="Welcome to your studio's back office"
                action={
                  <Link to={adminPaths.artworks()} className={buttonClasses('primary', 'sm')}>
                    Add your first artwork
                  </Link>
                }
              >
                The catalogue is empty. Add a painting and it appears in the gallery.
              </EmptyState>
            )}
            <FailedEmailsNotice count={summary.emails.failed} />
            <UnmatchedPaymentsNotice count={summary.payments.unmatched_refunded} />
            <OffersNotice offers={summary.offers} />
            {holdsSlot}
            <StatCards summary={summary} />
            {summary.orders && <OrdersOverview orders={summary.orders} />}
            <div className="grid gap-6 lg:grid-cols-2">
              <RecentMessages messages={summary.recent_messages} />
              <UpcomingPosts posts={summary.upcoming_posts} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
