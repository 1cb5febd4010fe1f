import { formatNumber, type NewsletterIssue } from '@atelier/core';
import { dateTimeLabel } from '@/lib/local-time';
import { useIssueFailures } from '../api/issues';

/** A sent (or sending) issue: its figures, and who did not get it and why. */
export function IssueReport({ issue }: { issue: NewsletterIssue }) {
  const failures = useIssueFailures(issue.id, issue.stats.failed > 0);
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
    </div>
  );
}
