import { pageTitle } from '@atelier/core';
import { PAGE_TABLE } from '@atelier/core/page-table';
import { Link } from 'react-router';
import { LongDate, PageHead, RichText, Skeleton, SkeletonText } from '@/components/ui';
import { useSiteName } from '@/lib/public-settings';
import { useNewsletterIssue } from '../api/newsletter-archive';

/** /mailing-list/:slug: one newsletter issue as published on the web (no personal links). */
export function NewsletterIssuePage({ slug }: { slug: string }) {
  const siteName = useSiteName();
  const query = useNewsletterIssue(slug);
  const back = (
    <Link to={PAGE_TABLE.mailingList.path()} className="text-sm hover:underline">
      ← The mailing list
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-5 py-12 md:py-20">
        <PageHead title={pageTitle('Newsletter', siteName)} />
        <Skeleton className="h-12 w-3/4" />
        <SkeletonText lines={8} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-5 py-12 md:py-20">
        <PageHead title={pageTitle('Newsletter not found', siteName)} noindex />
        <h1 className="text-4xl">Newsletter not found</h1>
        <p>This letter is not published on the site.</p>
        {back}
      </div>
    );
  }
  const issue = query.data;
  return (
    <article className="mx-auto max-w-2xl space-y-8 px-5 py-12 md:py-20">
      <PageHead
        title={pageTitle(issue.subject, siteName)}
        description={issue.description || issue.subject}
        image={issue.image_url}
        type="article"
      />
      <header className="space-y-3">
        {back}
        <p className="label-caps">Newsletter</p>
        <h1 className="text-4xl md:text-5xl">{issue.subject}</h1>
        <p className="text-muted">
          <LongDate iso={issue.sent_at} />
        </p>
      </header>
      <RichText html={issue.html} />
    </article>
  );
}
