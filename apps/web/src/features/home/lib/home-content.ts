import type { PageContent } from '@atelier/core';

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

/** Fallbacks for a fresh site or a failed call (SPEC §2: "with fallbacks"). */
export function homeContent(page: PageContent | undefined, siteName: string): HomeContent {
  return {
    metaTitle: text(page?.meta_title) ?? `${siteName} | Original Oil Paintings`,
    metaDescription:
      text(page?.meta_description) ??
      `Original oil paintings by ${siteName}: landscapes, still life and abstract work, notes from the studio and works for sale.`,
    heroHeading: text(page?.hero_heading) ?? siteName,
    heroSubheading: text(page?.hero_subheading) ?? 'Original oil paintings',
    welcomeHeading: text(page?.welcome_heading) ?? 'Welcome to the studio',
    welcomeText:
      text(page?.welcome_text) ??
      '<p>Every painting here is an original, made slowly in oil from life and memory. Browse the work, read notes from the studio, or get in touch about a piece.</p>',
  };
}
