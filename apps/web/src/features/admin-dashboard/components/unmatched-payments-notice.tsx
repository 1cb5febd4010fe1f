import { adminPaths } from '@/lib/admin-paths';
import { DashboardNotice } from './dashboard-notice';

/**
 * Card payments that named one of the orders without being its own were refunded: the artist
 * hears of each, and where to look.
 */
export function UnmatchedPaymentsNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <DashboardNotice
      tone="danger"
      title={
        count === 1
          ? '1 card payment was refunded automatically'
          : `${count} card payments were refunded automatically`
      }
      link={{ to: adminPaths.orders(), label: 'Open orders' }}
    >
      In the last 30 days a payment named one of your orders but did not match it (another amount,
      currency or checkout page), so it was returned to the card and the order left as it was. The
      email sent to you has the details; check the payment in your Stripe dashboard.
    </DashboardNotice>
  );
}
