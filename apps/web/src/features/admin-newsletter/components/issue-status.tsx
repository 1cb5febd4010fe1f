import {
  ISSUE_STATUS_RULES,
  type NewsletterIssue,
  type NewsletterIssueStatus,
} from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

const STATUS: Record<NewsletterIssueStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'accent' },
  sending: { label: 'Sending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
};

export const IssueStatusBadge = ({ issue }: { issue: NewsletterIssue }) => (
  <StatusBadge tone={STATUS[issue.status].tone}>{STATUS[issue.status].label}</StatusBadge>
);

/** Issues the lifecycle lets the artist edit (drafts, scheduled) open in the editor; the others show their figures. */
export const isEditable = (issue: NewsletterIssue) => ISSUE_STATUS_RULES[issue.status].editable;
