import { HOME_RECENT_WORKS, type Artwork } from '@atelier/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { HomeSection } from '@/components/layout/home-section';
import { Skeleton } from '@/components/ui';
import { FittedImage } from '@/components/ui/fitted-image';
import { paths } from '@/lib/paths';
import { useFeaturedArtworks } from '../api/get-featured-artworks';
import { ArtworkLabel } from './artwork-label';

const GRID = 'mt-10 grid grid-cols-1 gap-x-10 gap-y-14 sm:grid-cols-3';
/**
 * In a row (sm and up) a square frame per work, pictures standing on its bottom edge so the
 * labels line up; in the single phone column each work takes its own shape, with no gap.
 */
const FRAME = 'aspect-(--ratio) sm:aspect-square';
const ratioOf = (artwork: Artwork) =>
  ({
    '--ratio': artwork.primary_image
      ? `${artwork.primary_image.width} / ${artwork.primary_image.height}`
      : '1',
  }) as CSSProperties;

/**
 * docs/product.md §2 Home "Recent Works": the first 3 featured artworks with museum labels. The hero
 * above already reports a failed or empty list, so this section then stays out of the way.
 */
export function RecentWorks() {
  const featured = useFeaturedArtworks();
  if (featured.isError || featured.data?.length === 0) return null;
  return (
    <HomeSection
      id="recent-works"
      title="Recent Works"
      moreTo={paths.artworks()}
      moreLabel="View all artwork"
    >
      {featured.data ? (
        <ul className={GRID}>
          {featured.data.slice(0, HOME_RECENT_WORKS).map((artwork) => (
            <li key={artwork.id} className="group relative">
              <FittedImage
                image={artwork.primary_image}
                fallbackUrl={artwork.primary_image_url}
                alt={artwork.title}
                sizes="(min-width: 640px) 30vw, 100vw"
                align="bottom"
                className={FRAME}
                style={ratioOf(artwork)}
              />
              <h3 className="mt-5 font-display text-xl leading-snug">
                {/* Stretched over the card: the painting is clickable, one tab stop per work. */}
                <Link
                  to={paths.artwork(artwork.id)}
                  className="after:absolute after:inset-0 group-hover:text-accent"
                >
                  {artwork.title}
                </Link>
              </h3>
              <ArtworkLabel artwork={artwork} />
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-label="Loading recent works" className={GRID}>
          {Array.from({ length: HOME_RECENT_WORKS }, (_, i) => (
            <div key={i} aria-hidden="true">
              <Skeleton className="aspect-square" />
              <Skeleton className="mt-5 h-6 w-3/4" />
              <Skeleton className="mt-2 h-3 w-1/2" />
            </div>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
