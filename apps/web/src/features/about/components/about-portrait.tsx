import { IMAGE_SIZES } from '@atelier/core';
import { Link } from 'react-router';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useStudioArtwork } from '../api/get-studio-artwork';

/** Frame of the skeleton and the neutral block: a portrait's usual proportions. */
const FRAME = 'aspect-[4/5] w-full';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * Stands where an artist photo would. Until the content model has one, the first featured
 * painting is shown whole with an "In the studio" caption; with none, or when the catalogue
 * cannot be reached, a quiet block with the artist's initials (decorative).
 */
export function AboutPortrait({ artistName }: { artistName: string }) {
  const { data: artwork, isPending } = useStudioArtwork();

  if (isPending) return <Skeleton className={FRAME} />;

  const image = artwork?.primary_image ?? null;
  const url = artwork?.primary_image_url ?? null;
  if (!artwork || (!image && !url)) {
    return (
      <div
        aria-hidden="true"
        data-testid="about-portrait-placeholder"
        className={`${FRAME} flex items-center justify-center bg-placeholder font-display text-6xl text-muted`}
      >
        {initialsOf(artistName)}
      </div>
    );
  }

  return (
    <figure>
      {/* At the painting's own proportions (reserved by ResponsiveImage), never cropped. */}
      <ResponsiveImage
        image={image}
        fallbackUrl={url}
        alt={`${artwork.title}, an oil painting by ${artistName}`}
        sizes={IMAGE_SIZES.aboutPortrait}
        priority
      />
      <figcaption className="mt-3 text-sm text-muted">
        In the studio:{' '}
        <Link to={paths.artwork(artwork.id)} className="text-ink underline hover:text-accent">
          {artwork.title}
        </Link>
        {artwork.year_created ? `, ${artwork.year_created}` : ''}
      </figcaption>
    </figure>
  );
}
