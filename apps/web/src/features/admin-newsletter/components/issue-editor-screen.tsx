import { Link } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { buttonClasses, QueryState, PageSpinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { adminPaths } from '@/lib/admin-paths';
import type { UploadImage } from '@/lib/upload-image';
import { useIssue } from '../api/issues';
import { IssueEditor } from './issue-editor';
import { IssueReport } from './issue-report';
import { isEditable } from './issue-status';

const allIssues = (
  <Link to={adminPaths.newsletter()} className={buttonClasses('ghost', 'sm')}>
    ← All issues
  </Link>
);

/** /admin/newsletter/new */
export function NewIssueScreen({ uploadImage }: { uploadImage?: UploadImage }) {
  return (
    <>
      <AdminPageHeader title="New issue" actions={allIssues} />
      <IssueEditor uploadImage={uploadImage} />
    </>
  );
}

/** /admin/newsletter/{id}/edit: the editor until sending starts, then the issue's figures. */
export function EditIssueScreen({
  id,
  uploadImage,
}: {
  id: string | undefined;
  uploadImage?: UploadImage;
}) {
  const issueId = Number(id);
  const valid = Number.isInteger(issueId) && issueId > 0;
  const query = useIssue(issueId);
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const issue = query.data;

  return (
    <>
      <AdminPageHeader
        title={issue && !isEditable(issue) ? issue.subject : 'Edit issue'}
        actions={allIssues}
      />
      {missing ? (
        <EmptyState title="Issue not found">It may have been deleted.</EmptyState>
      ) : (
        <QueryState query={query} loading={<PageSpinner />} failure="Could not load the issue">
          {(loaded) =>
            isEditable(loaded) ? (
              <IssueEditor key={loaded.id} issue={loaded} uploadImage={uploadImage} />
            ) : (
              <IssueReport issue={loaded} />
            )
          }
        </QueryState>
      )}
    </>
  );
}
