import type { NewsletterIssue } from '@atelier/core';
import { iso, isoOrNull } from '../../lib/serialize';
import type { IssueCounts, IssueRow } from './newsletter-issues.repository';

export function toApiIssue(row: IssueRow, c: IssueCounts | undefined): NewsletterIssue {
  return {
    id: row.id,
    status: row.status as NewsletterIssue['status'],
    subject: row.subject,
    preheader: row.preheader,
    body_html: row.body_html,
    audience: row.audience,
    early_access: row.early_access,
    publish_on_web: row.publish_on_web,
    web_slug: row.web_slug,
    blog_post_id: row.blog_post_id,
    scheduled_at: isoOrNull(row.scheduled_at),
    sent_at: isoOrNull(row.sent_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    stats: {
      recipients: c?.recipients ?? 0,
      delivered: c?.delivered ?? 0,
      failed: c?.failed ?? 0,
      pending: c?.pending ?? 0,
      unsubscribes: c?.unsubscribes ?? 0,
    },
  };
}
