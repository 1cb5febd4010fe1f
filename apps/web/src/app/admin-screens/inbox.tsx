import { InboxScreen } from '@/features/admin-messages/components/inbox-screen';
import { OfferReader } from '@/features/admin-offers/components/offer-reader';

/**
 * /admin/inbox: the one inbox (decision 051). The messages feature lists everything and reads
 * messages; the offers feature reads and answers an offer. The route composes the two, so the
 * features never import each other.
 */
export function Component() {
  return (
    <InboxScreen renderOffer={(id, backHref) => <OfferReader id={id} backHref={backHref} />} />
  );
}
