import { Link } from 'react-router';
import { buttonClasses, PageHead } from '@/components/ui';
import { paths } from '@/lib/paths';

/** Any unknown path (SPEC §2). */
export function Component() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-6 px-5 py-24">
      <PageHead title="Page not found" />
      <p className="label-caps">404</p>
      <h1 className="text-4xl">Page not found</h1>
      <p className="text-muted">The page you are looking for has moved or never existed.</p>
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
