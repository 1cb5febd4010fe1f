import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/**
 * Last-resort error screen. The usual cause is a lazy page chunk that no longer exists after a
 * deploy, which a reload fixes, so that is the offered way forward.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-6 px-5 py-24">
      <h1 className="text-4xl">Something went wrong</h1>
      <p className="text-muted">
        This page could not be shown{detail ? ` (${detail})` : ''}. Please try again.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary')}
        >
          Reload the page
        </button>
        <Link to={paths.home()} reloadDocument className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </div>
  );
}

/** The route error boundary of the data router (the admin app). */
export function RouteError() {
  return <RouteErrorScreen error={useRouteError()} />;
}
