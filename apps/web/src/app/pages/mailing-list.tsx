import { MailingListPage } from '@/features/mailing-list/components/mailing-list-page';

/** /mailing-list (lazy, docs/product.md §2): subscribe, and the verify / unsubscribe links from emails. */
export function Component() {
  return <MailingListPage />;
}
