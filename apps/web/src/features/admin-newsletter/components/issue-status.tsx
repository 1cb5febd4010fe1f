import type { NewsletterIssue, NewsletterIssueStatus } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';

const STATUS: Record<NewsletterIssueStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'accent' },
  sending: { label: 'Sending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const IssueStatusBadge = ({ issue }: { issue: NewsletterIssue }) => (
  <StatusBadge tone={STATUS[issue.status].tone}>{STATUS[issue.status].label}</StatusBadge>
);

/** Drafts and scheduled issues open in the editor; the others show their figures. */
export const isEditable = (issue: NewsletterIssue) =>
  issue.status === 'draft' || issue.status === 'scheduled' || issue.status === 'cancelled';
