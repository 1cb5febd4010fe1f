import { artworkImage, IMAGE_SIZES, type Artwork } from '@atelier/core';
import { ResponsiveImage } from '@/components/ui';
import { paths } from '@/lib/paths';
import { ArtworkLabel } from './artwork-label';

/** Column widths of the gallery grid, so the browser picks the right variant (as preloaded). */
const GRID_SIZES = IMAGE_SIZES.galleryCard;
/** Tallest a work may stand in the grid; wider works keep the full column width. */
const MAX_HEIGHT = '26rem';

interface ArtworkCardProps {
  artwork: Artwork;
  headingLevel?: 'h2' | 'h3';
  /** The page's main image (the first work): loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * One work in the grid: the painting whole at its own proportions (never cropped), then its
 * label. The card spans two rows of a subgrid, so every label in a row starts on one line. Its
 * links are plain links, which the grid navigates in the app (`useInAppLinks`).
 */
export function ArtworkCard({ artwork, headingLevel, priority = false }: ArtworkCardProps) {
  const image = artworkImage(artwork);
  const ratio = image ? image.width / image.height : 4 / 3;
  return (
    <li className="row-span-2 grid grid-rows-subgrid gap-4">
      {/* The title link is the one in the tab order; the picture repeats it for the mouse. */}
      <a
        href={paths.artwork(artwork.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block self-end transition-opacity duration-200 hover:opacity-90"
        style={{ width: `min(100%, calc(${ratio} * ${MAX_HEIGHT}))` }}
      >
        <ResponsiveImage image={image} alt={artwork.title} sizes={GRID_SIZES} priority={priority} />
      </a>
      <ArtworkLabel artwork={artwork} as={headingLevel} />
    </li>
  );
}
