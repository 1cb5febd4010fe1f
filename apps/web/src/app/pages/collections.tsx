import { CollectionsOverview } from '@/features/gallery/components/collections-overview';

/** /collections (lazy): every collection with a representative work and its count. */
export function Component() {
  return <CollectionsOverview />;
}
