import { NewIssueScreen } from '@/features/admin-newsletter/components/issue-editor-screen';

/** /admin/newsletter/new */
export function Component() {
  return <NewIssueScreen />;
}
