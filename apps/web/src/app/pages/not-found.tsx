import { pageTitle } from '@atelier/core';
import { Link } from 'react-router';
import { buttonClasses, PageHead } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';

/** Any unknown path that is not an alias (public-pages.tsx tries the aliases first). */
export function Component() {
  const siteName = useSiteName();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-6 px-5 py-24">
      {/* Search engines should not keep an address that shows this page. */}
      <PageHead title={pageTitle('Page not found', siteName)} noindex />
      <p className="label-caps">404</p>
      <h1 className="text-4xl">Page not found</h1>
      <p className="text-muted">
        The page you are looking for has moved or never existed. The paintings are all in the
        gallery.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          View Artwork
        </Link>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </div>
  );
}
