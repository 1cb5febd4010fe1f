import { IssuesScreen } from '@/features/admin-newsletter/components/issues-screen';

/** /admin/newsletter: drafts, scheduled and sent issues with their figures. */
export function Component() {
  return <IssuesScreen />;
}
