/** The dashboard's answer and screen, for the dashboard tests (imported by *.test.tsx only). */
import type { DashboardSummary } from '@atelier/core';
import { mockApi, ok, renderRoutes } from '@/test/mock-api';
import { DashboardScreen } from '../components/dashboard-screen';

/** A shop with works, subscribers and posts, and nothing waiting: no messages, emails, orders. */
export const QUIET_SUMMARY: DashboardSummary = {
  artworks: {
    total: 30,
    available: 19,
    held: 2,
    reserved: 1,
    sold: 7,
    not_for_sale: 1,
    hidden: 2,
  },
  subscribers: { active: 48, new_this_month: 5, pending: 3 },
  messages: { unread: 2, total: 9, unread_questions: 0 },
  emails: { failed: 0 },
  payments: { unmatched_refunded: 0 },
  offers: { open: 0, reservations_ending_soon: 0 },
  waitlist: { waiting: 4, unconfirmed: 2 },
  posts: { published: 10, scheduled: 1, drafts: 1 },
  recent_messages: [],
  upcoming_posts: [],
  orders: null,
};

/** The dashboard screen, its summary request answered by `answer`. */
export function renderDashboard(answer: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /admin/dashboard': answer });
  return renderRoutes([{ path: '/admin/dashboard', element: <DashboardScreen /> }], {
    initialEntries: ['/admin/dashboard'],
  });
}

/** The dashboard screen showing `summary`. */
export const renderSummary = (summary: DashboardSummary) => renderDashboard(() => ok(summary));
