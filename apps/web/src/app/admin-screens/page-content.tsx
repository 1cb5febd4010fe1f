import { PageContentScreen } from '@/features/admin-page-content/components/page-content-screen';

/** /admin/page-content */
export function Component() {
  return <PageContentScreen />;
}
