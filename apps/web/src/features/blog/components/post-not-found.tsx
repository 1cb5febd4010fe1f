import { MESSAGES, pageTitle } from '@atelier/core';
import { Link } from 'react-router';
import { Button, PageHead, textLinkClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

interface PostNotFoundProps {
  siteName: string;
  /** Offered when the failure may pass (network, server error), not for a missing post. */
  onRetry?: () => void;
}

/** docs/product.md §2: on failure or no data, "Post Not Found" and a way back to the blog. */
export function PostNotFound({ siteName, onRetry }: PostNotFoundProps) {
  return (
    <div className="mx-auto max-w-(--container-prose) px-5 py-24 text-center md:py-32">
      <PageHead title={pageTitle(MESSAGES.postNotFound, siteName)} />
      <h1 className="text-4xl md:text-5xl">{MESSAGES.postNotFound}</h1>
      <p className="mt-5 text-lg text-muted">{MESSAGES.postNotFoundBody}</p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-6">
        <Link to={paths.blog()} className={textLinkClasses}>
          {MESSAGES.backToBlog}
        </Link>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
