import { META_DESCRIPTION_LENGTH } from '../constants';
import type { Artwork } from '../schemas/artworks';
import type { PageContent } from '../schemas/page-content';
import { artworkMedium } from './artwork';
import { htmlToText, pageTitle } from './content';

/**
 * Title and meta description of each public page. The server writes them into the HTML it
 * answers (crawlers and link previews run no JavaScript) and the pages set the same ones
 * after a navigation, so both come from here.
 */
export interface HeadText {
  title: string;
  description: string;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** Plain text cut like a blog excerpt: at most 155 characters, then "...". */
export function shortDescription(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length > META_DESCRIPTION_LENGTH
    ? `${clean.slice(0, META_DESCRIPTION_LENGTH).trimEnd()}...`
    : clean;
}

/** Home (docs/product.md §2): page content `home`, with fallbacks. */
export const homeHead = (page: PageContent | null | undefined, siteName: string): HeadText => ({
  title: text(page?.meta_title) ?? `${siteName} | Original Oil Paintings`,
  description:
    text(page?.meta_description) ??
    `Original oil paintings by ${siteName}: landscapes, still life and abstract work, notes from the studio and works for sale.`,
});

export const ABOUT_HEADING_FALLBACK = 'About';

/** HTML without visible text (an editor's empty "<p></p>") counts as missing. */
export const filledHtml = (html: string | null | undefined): string | null =>
  html && htmlToText(html).trim() ? html : null;

/** About (docs/product.md §2): page content `about`; the bio's first words when no description is set. */
export function aboutHead(page: PageContent | null | undefined, siteName: string): HeadText {
  const heading = text(page?.title) ?? ABOUT_HEADING_FALLBACK;
  const bio = filledHtml(page?.artist_bio);
  return {
    title: text(page?.meta_title) ?? pageTitle(heading, siteName),
    description:
      text(page?.meta_description) ??
      (bio ? shortDescription(htmlToText(bio)) : null) ??
      `About ${siteName}, contemporary oil painter: biography, artist statement and studio.`,
  };
}

/**
 * Meta description of an artwork page: the artist's notes as plain text (cut like a blog
 * excerpt), else a sentence from the title, medium and year.
 */
export function artworkDescription(
  artwork: Pick<Artwork, 'title' | 'artist_comments' | 'material' | 'substrate' | 'year_created'>,
): string {
  const notes = htmlToText(artwork.artist_comments ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (notes) return shortDescription(notes);
  const medium = artworkMedium(artwork.material, artwork.substrate);
  return [artwork.title, medium, artwork.year_created].filter(Boolean).join(', ') + '.';
}

/** The gallery, or one collection of it (?collection=). */
export const galleryHead = (
  collection: { name: string; description: string | null } | null | undefined,
  siteName: string,
): HeadText => ({
  title: pageTitle(collection ? `${collection.name} – Artwork` : 'Artwork', siteName),
  description:
    collection?.description ??
    `Original oil paintings by ${siteName}, available to buy framed or unframed.`,
});

export const blogListHead = (siteName: string): HeadText => ({
  title: pageTitle('Blog', siteName),
  description: `Studio notes, exhibitions and process from the easel of ${siteName}.`,
});

export const contactHead = (siteName: string): HeadText => ({
  title: pageTitle('Contact', siteName),
  description: `Write to ${siteName} about a painting, a commission or an exhibition. Replies within 2-3 business days.`,
});

export const collectionsHead = (siteName: string): HeadText => ({
  title: pageTitle('Collections', siteName),
  description: `The collections of ${siteName}'s oil paintings, each with its number of works.`,
});

export const mailingListHead = (siteName: string): HeadText => ({
  title: pageTitle('Mailing List', siteName),
  description: `New paintings, exhibitions and studio notes from ${siteName}, a few times a year.`,
});
