import { Link } from 'react-router';
import { PAGE_TABLE } from '@atelier/core/page-table';
import { LongDate } from '@/components/ui';
import { useNewsletterArchive } from '../api/newsletter-archive';

/** Below the signup: past issues the artist chose to publish, so a visitor sees what comes. */
export function NewsletterArchive() {
  const archive = useNewsletterArchive();
  if (!archive.data?.length) return null;
  return (
    <section aria-labelledby="archive-heading" className="space-y-4 border-t border-line pt-10">
      <h2 id="archive-heading" className="text-2xl">
        Past letters
      </h2>
      <ul className="divide-y divide-line">
        {archive.data.map((issue) => (
          <li key={issue.slug} className="py-4">
            <Link
              to={PAGE_TABLE.newsletterIssue.path(issue.slug)}
              className="text-lg hover:underline"
            >
              {issue.subject}
            </Link>
            <p className="text-sm text-muted">
              <LongDate iso={issue.sent_at} />
              {issue.preheader && ` · ${issue.preheader}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
