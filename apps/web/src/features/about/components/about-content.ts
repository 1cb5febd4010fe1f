import { ABOUT_HEADING_FALLBACK, aboutHead, filledHtml, type PageContent } from '@atelier/core';

/** What the About page shows once the page content (or its absence) is known. */
export interface AboutView {
  heading: string;
  /** Server-sanitised HTML, or null when the artist has not written it (fallback shown). */
  bioHtml: string | null;
  statementHtml: string | null;
  documentTitle: string;
  description: string;
}

export { ABOUT_HEADING_FALLBACK };

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * Page content with a fallback for every field (docs/product.md §2 About): a missing page (404), a
 * missing field and an empty one all read well.
 */
export function resolveAbout(content: PageContent | null, siteName: string): AboutView {
  // The title and description the server writes into the page's head too.
  const head = aboutHead(content, siteName);
  return {
    heading: text(content?.title) ?? ABOUT_HEADING_FALLBACK,
    bioHtml: filledHtml(content?.artist_bio),
    statementHtml: filledHtml(content?.artist_statement),
    documentTitle: head.title,
    description: head.description,
  };
}
