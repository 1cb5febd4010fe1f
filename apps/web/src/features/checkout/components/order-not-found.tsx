import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/** An unknown or mistyped order link: say so and lead back to the gallery. */
export function OrderNotFound() {
  return (
    <div className="space-y-6">
      <h1 className="text-4xl md:text-5xl">Order not found</h1>
      <p className="text-lg">
        We could not find an order at this address. Please use the link in your confirmation email,
        or get in touch and we will look it up for you.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          Back to the gallery
        </Link>
        <Link to={paths.contact()} className={buttonClasses('secondary')}>
          Get in touch
        </Link>
      </div>
    </div>
  );
}
