import { useParams } from 'react-router';
import { NewsletterIssuePage } from '@/features/mailing-list/components/newsletter-issue-page';

/** /mailing-list/:slug: a newsletter issue published on the web. */
export function Component() {
  const { slug = '' } = useParams();
  return <NewsletterIssuePage key={slug} slug={slug} />;
}
