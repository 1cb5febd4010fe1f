import { formatNumber, type NewsletterIssue } from '@atelier/core';
import { PAGE_TABLE } from '@atelier/core/page-table';
import { errorMessage } from '@/lib/toast';
import { dateTimeLabel } from '@/lib/local-time';
import { textLinkClasses } from '@/components/ui';
import { useIssueFailures, useSentCopy } from '../api/issues';
import { PreviewFrame } from './preview-frame';

/**
 * A sent (or sending) issue: its figures, where it is on the website, who did not get it and
 * why, and a copy of the email as it was sent.
 */
export function IssueReport({ issue }: { issue: NewsletterIssue }) {
  const failures = useIssueFailures(issue.id, issue.stats.failed > 0);
  const copy = useSentCopy(issue.id, issue.status !== 'draft' && issue.status !== 'scheduled');
  // The archive shows an issue once it is sent (not while sending), if it was published.
  const onWeb = issue.publish_on_web && issue.status === 'sent';
  const rows: [string, number][] = [
    ['Recipients', issue.stats.recipients],
    ['Delivered', issue.stats.delivered],
    ['Waiting', issue.stats.pending],
    ['Failed', issue.stats.failed],
    ['Unsubscribed after this issue', issue.stats.unsubscribes],
  ];
  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {issue.sent_at ? `Sent ${dateTimeLabel(issue.sent_at)}.` : 'Sending now.'} No open or click
        tracking: these figures come from the mail server, not from spying on readers.
      </p>
      {onWeb ? (
        <p className="text-sm">
          Published in the archive on the mailing list page.{' '}
          <a
            href={PAGE_TABLE.newsletterIssue.path(issue.web_slug)}
            target="_blank"
            rel="noopener"
            className={textLinkClasses}
          >
            Read it on the website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="text-sm text-muted">
          {issue.publish_on_web
            ? 'It joins the archive on the mailing list page once sending ends.'
            : 'Not published on the website: only its recipients have it.'}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="border border-line bg-surface p-4">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-2xl tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {issue.stats.failed > 0 && (
        <section aria-labelledby="failures-heading" className="space-y-3">
          <h2 id="failures-heading" className="text-xl">
            Not delivered
          </h2>
          {failures.isError ? (
            <p className="text-sm text-danger">Could not load the failures.</p>
          ) : (
            <ul className="divide-y divide-line border border-line">
              {failures.data?.map((failure) => (
                <li key={failure.email} className="px-4 py-3 text-sm">
                  <span className="font-medium">{failure.email}</span>
                  <span className="block text-muted">{failure.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <PreviewFrame
        heading="What was sent"
        initialWidth="desktop"
        html={copy.data?.html}
        busy={copy.isFetching}
        error={copy.isError ? errorMessage(copy.error, 'Could not load the copy') : undefined}
        empty="Loading the copy…"
      />
    </div>
  );
}
