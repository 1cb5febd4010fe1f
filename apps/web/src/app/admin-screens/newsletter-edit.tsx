import { useParams } from 'react-router';
import { EditIssueScreen } from '@/features/admin-newsletter/components/issue-editor-screen';

/** /admin/newsletter/{id}/edit */
export function Component() {
  const { id } = useParams();
  return <EditIssueScreen id={id} />;
}
