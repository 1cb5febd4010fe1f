import { formatNumber, type NewsletterIssue } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminPageHeader,
  DataTable,
  DataTableSkeleton,
  EmptyState,
  Pagination,
  type Column,
} from '@/components/admin';
import { buttonClasses, QueryState } from '@/components/ui';
import { dateTimeLabel } from '@/lib/local-time';
import { adminPaths } from '@/lib/admin-paths';
import { useIssues } from '../api/issues';
import { IssueStatusBadge } from './issue-status';

const PAGE_SIZE = 25;

const when = (issue: NewsletterIssue) =>
  issue.sent_at
    ? `Sent ${dateTimeLabel(issue.sent_at)}`
    : issue.scheduled_at && issue.status === 'scheduled'
      ? `For ${dateTimeLabel(issue.scheduled_at)}`
      : `Edited ${dateTimeLabel(issue.updated_at)}`;

const columns: Column<NewsletterIssue>[] = [
  {
    key: 'subject',
    header: 'Subject',
    card: 'title',
    cell: (issue) => (
      <Link to={adminPaths.newsletterEdit(issue.id)} className="font-medium hover:underline">
        {issue.subject || 'Untitled issue'}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (issue) => <IssueStatusBadge issue={issue} /> },
  { key: 'when', header: 'When', cell: when, className: 'hidden md:table-cell' },
  {
    key: 'recipients',
    header: 'Recipients',
    align: 'right',
    cell: (issue) => formatNumber(issue.stats.recipients),
  },
  {
    key: 'delivered',
    header: 'Delivered',
    align: 'right',
    cell: (issue) => formatNumber(issue.stats.delivered),
  },
  {
    key: 'failed',
    header: 'Failed',
    align: 'right',
    cell: (issue) => formatNumber(issue.stats.failed),
  },
  {
    key: 'unsubscribes',
    header: 'Unsubscribes',
    align: 'right',
    cell: (issue) => formatNumber(issue.stats.unsubscribes),
    className: 'hidden md:table-cell',
  },
];

/** /admin/newsletter: every issue, newest first, with its figures. */
export function IssuesScreen() {
  const [page, setPage] = useState(1);
  const query = useIssues({ page, limit: PAGE_SIZE });

  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        description="Write to your subscribers: drafts, scheduled and sent issues. No open or click tracking."
        actions={
          <Link to={adminPaths.newsletterNew()} className={buttonClasses('primary', 'sm')}>
            New issue
          </Link>
        }
      />
      <QueryState
        query={query}
        loading={<DataTableSkeleton columns={6} rows={4} />}
        failure="Could not load the issues"
        isEmpty={(issues) => issues.data.length === 0}
        empty={
          <EmptyState title="No issues yet">
            Write your first issue: new work, an exhibition, news from the studio.
          </EmptyState>
        }
      >
        {(issues) => (
          <div className="space-y-4">
            <DataTable
              caption="Newsletter issues"
              columns={columns}
              rows={issues.data}
              busy={query.isPlaceholderData}
            />
            <Pagination pagination={issues.pagination} onPageChange={setPage} noun="issues" />
          </div>
        )}
      </QueryState>
    </>
  );
}
