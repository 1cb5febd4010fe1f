import type { Artwork } from '@atelier/core';
import { Thumbnail } from '@/components/admin';

/** A work's small picture in the admin's lists: its thumbnail, else its primary image. */
export function ArtworkThumbnail({ artwork, size }: { artwork: Artwork; size?: string }) {
  return <Thumbnail url={artwork.thumbnail_url ?? artwork.primary_image_url} size={size} />;
}
