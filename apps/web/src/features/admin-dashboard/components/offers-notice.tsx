import type { DashboardSummary } from '@atelier/core';
import { adminPaths } from '@/lib/admin-paths';
import { DashboardNotice } from './dashboard-notice';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Offers waiting for an answer and reservations ending within a day: shown only when there
 * are some, since a collector is waiting on either.
 */
export function OffersNotice({ offers }: { offers: DashboardSummary['offers'] }) {
  const { open, reservations_ending_soon: ending } = offers;
  if (open === 0 && ending === 0) return null;
  const title = [
    open > 0 && plural(open, 'offer to answer', 'offers to answer'),
    ending > 0 && plural(ending, 'reservation ends within a day', 'reservations end within a day'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <DashboardNotice title={title} link={{ to: adminPaths.offers(), label: 'See offers' }}>
      Collectors are waiting: accept, counter or decline, and see reservations awaiting payment.
    </DashboardNotice>
  );
}
