import { pageTitle } from '@atelier/core';
import { ErrorBlock, PageHead, QueryState } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { useSiteName } from '@/lib/public-settings';
import { useAboutContent } from '../api/get-about-content';
import { ABOUT_HEADING_FALLBACK, resolveAbout } from './about-content';
import { AboutPortrait } from './about-portrait';
import { AboutSkeleton } from './about-skeleton';
import { AboutText } from './about-text';

/** docs/product.md §2 About: bio and statement from page content (with fallbacks), a picture, contact. */
export function AboutPage() {
  const siteName = useSiteName();
  const content = useAboutContent();
  const view = content.data !== undefined ? resolveAbout(content.data, siteName) : null;

  return (
    <div className="mx-auto grid max-w-(--container-page) gap-12 px-5 py-12 md:grid-cols-[5fr_7fr] md:gap-16 md:px-10 md:py-20 lg:gap-24">
      <PageHead
        title={view?.documentTitle ?? pageTitle(ABOUT_HEADING_FALLBACK, siteName)}
        description={view?.description}
      />
      <div className="md:sticky md:top-10 md:self-start">
        <AboutPortrait artistName={siteName} />
      </div>
      <div className="min-w-0">
        <QueryState
          query={content}
          loading={<AboutSkeleton />}
          error={(error, retry) => (
            <div className="space-y-8">
              <h1 className="text-4xl md:text-5xl">{ABOUT_HEADING_FALLBACK}</h1>
              <ErrorBlock
                message={errorMessage(error, 'The artist’s biography could not be loaded.')}
                onRetry={retry}
              />
            </div>
          )}
        >
          {(data) => <AboutText view={resolveAbout(data, siteName)} artistName={siteName} />}
        </QueryState>
      </div>
    </div>
  );
}
