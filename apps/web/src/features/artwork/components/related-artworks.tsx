import { artworkImage, isPurchasable, MESSAGES } from '@atelier/core';
import { Link } from 'react-router';
import { Price, ResponsiveImage } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useRelatedArtworks } from '../api/get-related-artworks';

const SIZES = '(min-width: 768px) 22vw, 45vw';

/** Up to 4 related works as a small grid (docs/product.md §2); nothing at all when there are none. */
export function RelatedArtworks({ artworkId }: { artworkId: number }) {
  const { data } = useRelatedArtworks(artworkId);
  // A strip of suggestions: while loading, on error or with none it simply is not there.
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-artworks" className="mt-24 border-t border-line pt-12">
      <h2 id="related-artworks" className="text-3xl">
        Related works
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
        {data.map((artwork) => {
          const image = artworkImage(artwork);
          return (
            <li key={artwork.id} className="row-span-2 grid grid-rows-subgrid gap-3">
              <Link
                to={paths.artwork(artwork.id)}
                tabIndex={-1}
                aria-hidden="true"
                className="self-end"
              >
                <ResponsiveImage image={image} alt={artwork.title} sizes={SIZES} />
              </Link>
              <div>
                <h3 className="font-display text-lg leading-snug">
                  <Link to={paths.artwork(artwork.id)} className="hover:text-accent">
                    {artwork.title}
                  </Link>
                </h3>
                <p className="text-sm text-muted">
                  {isPurchasable(artwork.availability) ? (
                    <Price amount={artwork.price} />
                  ) : artwork.availability === 'sold' ? (
                    MESSAGES.sold
                  ) : (
                    MESSAGES.unavailable
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
