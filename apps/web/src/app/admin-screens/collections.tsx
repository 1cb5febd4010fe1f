import { CollectionsScreen } from '@/features/admin-collections/components/collections-screen';

/** /admin/collections */
export function Component() {
  return <CollectionsScreen />;
}
