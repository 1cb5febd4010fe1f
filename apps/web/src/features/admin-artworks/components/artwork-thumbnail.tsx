import type { Artwork } from '@atelier/core';

/**
 * A small picture of the work for lists: its thumbnail whole (object-contain) in a fixed
 * square, so rows never jump. Decorative: the title beside it names the work.
 */
export function ArtworkThumbnail({
  artwork,
  size = 'size-12',
}: {
  artwork: Artwork;
  size?: string;
}) {
  const url = artwork.thumbnail_url ?? artwork.primary_image_url;
  return (
    <div className={`${size} flex shrink-0 items-center justify-center bg-placeholder`}>
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="max-h-full max-w-full object-contain"
        />
      ) : (
        <span className="text-2xs text-muted">No image</span>
      )}
    </div>
  );
}
