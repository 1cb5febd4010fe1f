import {
  artworkDimensions,
  artworkMedium,
  isPurchasable,
  MESSAGES,
  type Artwork,
} from '@atelier/core';
import { Price } from '@/components/ui';
import { paths } from '@/lib/paths';

interface ArtworkLabelProps {
  artwork: Artwork;
  /** Heading level of the title within its page. */
  as?: 'h2' | 'h3';
}

/**
 * The museum label under a work (docs/design.md): title in the serif, then year, medium on substrate
 * and size in small caps, then the price, "Sold" or "Unavailable" (docs/product.md §4).
 */
export function ArtworkLabel({ artwork, as: Heading = 'h2' }: ArtworkLabelProps) {
  const details = [
    artwork.year_created,
    artworkMedium(artwork.material, artwork.substrate),
    artworkDimensions(artwork.height, artwork.width),
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-1">
      <Heading className="font-display text-xl leading-snug">
        {/* A plain link: the grid navigates in the app (`useInAppLinks`). */}
        <a href={paths.artwork(artwork.id)} className="hover:text-accent">
          {artwork.title}
        </a>
      </Heading>
      {details.length > 0 && <p className="label-caps leading-relaxed">{details.join(' · ')}</p>}
      <ArtworkStatus artwork={artwork} />
    </div>
  );
}

function ArtworkStatus({ artwork }: { artwork: Artwork }) {
  if (isPurchasable(artwork.availability)) {
    return <Price amount={artwork.price} className="text-sm" />;
  }
  const sold = artwork.availability === 'sold';
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted">
      {/* The red dot galleries put beside a sold work; the word carries the meaning. */}
      {sold && <span aria-hidden="true" className="size-2 rounded-full bg-danger" />}
      {sold ? MESSAGES.sold : MESSAGES.unavailable}
    </p>
  );
}
