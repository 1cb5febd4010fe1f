import type { Artwork } from '@atelier/core';
import { cn } from '@/lib/cn';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { ArtworkCard } from './artwork-card';

interface ArtworkGridProps {
  artworks: Artwork[];
  /** True while the next page loads over this one. */
  busy?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The first work is the page's main image (the server preloads it). */
  priorityFirst?: boolean;
}

/** Gallery grid: 1 column on phones, 2 on tablets, 3 then 4 on desktops (docs/design.md). */
export function ArtworkGrid({
  artworks,
  busy = false,
  headingLevel,
  className,
  priorityFirst = false,
}: ArtworkGridProps) {
  const onLinkClick = useInAppLinks();
  return (
    // The cards' links are plain links; this one handler navigates them in the app.
    <ul
      onClick={onLinkClick}
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-1 gap-x-8 gap-y-14 transition-opacity duration-200 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        busy && 'opacity-60',
        className,
      )}
    >
      {artworks.map((artwork, index) => (
        <ArtworkCard
          key={artwork.id}
          artwork={artwork}
          headingLevel={headingLevel}
          priority={priorityFirst && index === 0}
        />
      ))}
    </ul>
  );
}
