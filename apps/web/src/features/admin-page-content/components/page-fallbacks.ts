import { pageTitle, type PageContentUpdate } from '@atelier/core';
import type { PageField } from './page-definitions';

/**
 * What the public pages show when a field is empty, as placeholders so the artist sees what
 * visitors get. Mirrors features/home (home-content.ts) and features/about (about-content.ts,
 * about-text.tsx), which this feature may not import; keep the texts in step.
 */
export function pageFallbacks(
  page: string,
  siteName: string,
  values: PageContentUpdate,
): Partial<Record<PageField, string>> {
  if (page === 'home') {
    return {
      meta_title: `${siteName} | Original Oil Paintings`,
      meta_description: `Original oil paintings by ${siteName}: landscapes, still life and abstract work, notes from the studio and works for sale.`,
      hero_heading: siteName,
      hero_subheading: 'Original oil paintings',
      welcome_heading: 'Welcome to the studio',
      welcome_text:
        'Every painting here is an original, made slowly in oil from life and memory. Browse the work, read notes from the studio, or get in touch about a piece.',
    };
  }
  if (page === 'about') {
    const heading = values.title?.trim() || 'About';
    return {
      title: 'About',
      meta_title: pageTitle(heading, siteName),
      meta_description: `From the biography, else: About ${siteName}, contemporary oil painter: biography, artist statement and studio.`,
      artist_bio: `${siteName} is a contemporary oil painter. A fuller biography is on its way. Until then the paintings say the most, and you are welcome to write with any question about the work.`,
      artist_statement: 'Not shown while empty.',
    };
  }
  return {};
}
