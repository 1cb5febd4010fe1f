import { holdLimitMessage, type HoldLimitBreach } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { textLinkClasses } from '@/components/ui';
import { cn } from '@/lib/cn';

/** Why the works cannot all be held for this buyer, and the way on: the contact page. */
export function HoldLimitMessage({
  breach,
}: {
  breach: Pick<HoldLimitBreach, 'kind' | 'limit' | 'held'>;
}) {
  return (
    <>
      {holdLimitMessage(breach)}{' '}
      <Link to={paths.contact()} className={cn('font-medium', textLinkClasses)}>
        Contact the artist
      </Link>
    </>
  );
}

/** Shown above the checkout while the cart holds more works than one order may. */
export function CartOverLimitNote({ breach }: { breach: HoldLimitBreach }) {
  return (
    <div
      role="note"
      aria-label="Too many works for one order"
      className="mt-6 border-l-2 border-accent bg-surface px-5 py-4"
    >
      <p>
        <HoldLimitMessage breach={breach} />
      </p>
    </div>
  );
}
