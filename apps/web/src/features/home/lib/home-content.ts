import { homeHead, type PageContent } from '@atelier/core';

/** The home page's words: page content `home` where the artist has written it, else these. */
export interface HomeContent {
  metaTitle: string;
  metaDescription: string;
  heroHeading: string;
  heroSubheading: string;
  welcomeHeading: string;
  /** HTML, sanitised by the server. */
  welcomeText: string;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** Fallbacks for a fresh site or a failed call (docs/product.md §2: "with fallbacks"). */
export function homeContent(page: PageContent | undefined, siteName: string): HomeContent {
  // The title and description the server writes into the page's head too.
  const head = homeHead(page, siteName);
  return {
    metaTitle: head.title,
    metaDescription: head.description,
    heroHeading: text(page?.hero_heading) ?? siteName,
    heroSubheading: text(page?.hero_subheading) ?? 'Original oil paintings',
    welcomeHeading: text(page?.welcome_heading) ?? 'Welcome to the studio',
    welcomeText:
      text(page?.welcome_text) ??
      '<p>Every painting here is an original, made slowly in oil from life and memory. Browse the work, read notes from the studio, or get in touch about a piece.</p>',
  };
}
