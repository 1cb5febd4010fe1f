import { artworkMedium, htmlToText, META_DESCRIPTION_LENGTH, type Artwork } from '@atelier/core';

/** SPEC §2: a non-numeric or non-positive id is invalid and never asked for. */
export function parseArtworkId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Meta description of an artwork page: the artist's notes as plain text (cut like a blog
 * excerpt), else a sentence from the title, medium and year.
 */
export function artworkDescription(artwork: Artwork): string {
  const notes = htmlToText(artwork.artist_comments ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (notes) {
    return notes.length > META_DESCRIPTION_LENGTH
      ? `${notes.slice(0, META_DESCRIPTION_LENGTH).trimEnd()}...`
      : notes;
  }
  const medium = artworkMedium(artwork.material, artwork.substrate);
  return [artwork.title, medium, artwork.year_created].filter(Boolean).join(', ') + '.';
}
