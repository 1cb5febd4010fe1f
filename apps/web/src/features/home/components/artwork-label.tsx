import { availabilityLabel, isPurchasable, type Artwork } from '@atelier/core';
import { Price } from '@/components/ui';

/** 24 -> "24", 30.5 -> "30.5": inches as the artist wrote them. */
const inches = (n: number) => String(Number(n.toFixed(2)));

/** "Oil on linen": material on substrate, whichever of the two is known. */
export const medium = (artwork: Pick<Artwork, 'material' | 'substrate'>) =>
  [artwork.material, artwork.substrate].filter(Boolean).join(' on ');

/** "24 × 30 in": height by width in inches (docs/product.md §2). */
export const dimensions = ({ height, width }: Pick<Artwork, 'height' | 'width'>) =>
  height && width ? `${inches(height)} × ${inches(width)} in` : '';

/**
 * A museum label (docs/design.md): the year, medium and size in small caps, then the price or
 * "Sold" / "Unavailable". The title is the caller's heading, so it stays a link.
 */
export function ArtworkLabel({ artwork }: { artwork: Artwork }) {
  const details = [artwork.year_created, medium(artwork), dimensions(artwork)].filter(Boolean);
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
