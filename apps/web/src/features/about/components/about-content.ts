import { htmlToText, META_DESCRIPTION_LENGTH, pageTitle, type PageContent } from '@atelier/core';

/** What the About page shows once the page content (or its absence) is known. */
export interface AboutView {
  heading: string;
  /** Server-sanitised HTML, or null when the artist has not written it (fallback shown). */
  bioHtml: string | null;
  statementHtml: string | null;
  documentTitle: string;
  description: string;
}

export const ABOUT_HEADING_FALLBACK = 'About';

/** An editor may leave "<p></p>" behind: HTML without visible text counts as missing. */
const filled = (html: string | null | undefined): string | null =>
  html && htmlToText(html).trim() ? html : null;

const text = (value: string | null | undefined): string | null => value?.trim() || null;

const shorten = (value: string): string => {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length > META_DESCRIPTION_LENGTH
    ? `${clean.slice(0, META_DESCRIPTION_LENGTH).trimEnd()}...`
    : clean;
};

/**
 * Page content with a fallback for every field (SPEC §2 About): a missing page (404), a
 * missing field and an empty one all read well.
 */
export function resolveAbout(content: PageContent | null, siteName: string): AboutView {
  const heading = text(content?.title) ?? ABOUT_HEADING_FALLBACK;
  const bioHtml = filled(content?.artist_bio);
  const statementHtml = filled(content?.artist_statement);
  const fromBio = bioHtml ? shorten(htmlToText(bioHtml)) : null;
  return {
    heading,
    bioHtml,
    statementHtml,
    documentTitle: text(content?.meta_title) ?? pageTitle(heading, siteName),
    description:
      text(content?.meta_description) ??
      fromBio ??
      `About ${siteName}, contemporary oil painter: biography, artist statement and studio.`,
  };
}
