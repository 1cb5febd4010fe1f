import { pageTitle } from '@atelier/core';
import { Link } from 'react-router';
import { buttonClasses, PageHead } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';

/** /checkout/success (lazy). A simple thank-you until the checkout lands. */
export function Component() {
  const siteName = useSiteName();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-6 px-5 py-24">
      <PageHead title={pageTitle('Thank you', siteName)} />
      <meta name="robots" content="noindex" />
      <p className="label-caps">Order received</p>
      <h1 className="text-4xl md:text-5xl">Thank you</h1>
      <p className="text-lg">
        Thank you for supporting an independent painter. You will receive an email with the details
        of your order and the next steps.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          Back to the gallery
        </Link>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </div>
  );
}
