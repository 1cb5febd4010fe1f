import { OffersScreen } from '@/features/admin-offers/components/offers-screen';

/** /admin/offers */
export function Component() {
  return <OffersScreen />;
}
