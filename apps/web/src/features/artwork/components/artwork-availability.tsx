import {
  isPurchasable,
  MAY_COME_BACK_TEXT,
  mayComeBack,
  MESSAGES,
  type Artwork,
} from '@atelier/core';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui';

interface ArtworkAvailabilityProps {
  artwork: Artwork;
  /** The purchase control (framing select and Add to Cart), shown only for available works. */
  purchase?: ReactNode;
}

/**
 * docs/product.md §4: only "available" shows a price and can be bought; "sold" shows "Sold"; any other
 * value shows "Unavailable" with "This artwork is unavailable". A work held or reserved for a
 * buyer adds that it may come back (decision 048).
 */
export function ArtworkAvailability({ artwork, purchase }: ArtworkAvailabilityProps) {
  if (isPurchasable(artwork.availability)) {
    return (
      <div className="flex flex-col gap-5">
        {artwork.price !== null ? (
          <Price amount={artwork.price} className="font-display text-3xl" />
        ) : (
          <p className="text-muted">Price on request</p>
        )}
        {purchase}
      </div>
    );
  }
  if (artwork.availability === 'sold') {
    return (
      <p className="inline-flex items-center gap-2 font-display text-2xl">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-danger" />
        {MESSAGES.sold}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="font-display text-2xl">{MESSAGES.unavailable}</p>
      <p className="text-sm text-muted">{MESSAGES.artworkUnavailable}</p>
      {mayComeBack(artwork.availability) && (
        <p className="mt-2 max-w-prose text-sm">{MAY_COME_BACK_TEXT}</p>
      )}
    </div>
  );
}
