import {
  artworkDimensions,
  artworkMedium,
  availabilityLabel,
  isPurchasable,
  type Artwork,
} from '@atelier/core';
import { Price } from '@/components/ui';

/**
 * A museum label (docs/design.md): the year, medium and size in small caps, then the price or
 * "Sold" / "Unavailable". The title is the caller's heading, so it stays a link.
 */
export function ArtworkLabel({ artwork }: { artwork: Artwork }) {
  const details = [
    artwork.year_created,
    artworkMedium(artwork.material, artwork.substrate),
    artworkDimensions(artwork.height, artwork.width),
  ].filter(Boolean);
  return (
    <div className="mt-1.5 flex flex-col gap-1">
      {details.length > 0 && <p className="label-caps">{details.join(' · ')}</p>}
      <p className="text-sm">
        {isPurchasable(artwork.availability) && artwork.price !== null ? (
          <Price amount={artwork.price} />
        ) : (
          <span className="text-muted">{availabilityLabel(artwork.availability)}</span>
        )}
      </p>
    </div>
  );
}
