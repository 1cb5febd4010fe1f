import { useParams } from 'react-router';
import { OfferPage } from '@/features/offers/components/offer-page';

/** /offers/:token (lazy): the buyer's offer, from the link in their email. */
export function Component() {
  const { token } = useParams();
  return <OfferPage token={token ?? ''} />;
}
