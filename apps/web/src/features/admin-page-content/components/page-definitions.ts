import type { PAGE_CONTENT_FIELDS } from '@atelier/core';
import { paths } from '@/lib/paths';

export type PageField = (typeof PAGE_CONTENT_FIELDS)[number];

export interface FieldDefinition {
  name: PageField;
  label: string;
  hint?: string;
  /** HTML fields get the rich text editor (docs/product.md §3: welcome_text, artist_bio, artist_statement). */
  rich?: boolean;
  /** Multi-line plain text. */
  multiline?: boolean;
  /** Soft limit shown as a counter (search engines cut descriptions at about 155 characters). */
  recommendedLength?: number;
}

export interface PageDefinition {
  page: 'home' | 'about';
  label: string;
  /** The public page these words appear on. */
  publicPath: string;
  sections: Array<{ title: string; fields: FieldDefinition[] }>;
}

const seo: FieldDefinition[] = [
  {
    name: 'meta_title',
    label: 'Page title',
    hint: 'Shown in the browser tab and in search results.',
  },
  {
    name: 'meta_description',
    label: 'Description',
    hint: 'The summary under the title in search results and link previews.',
    multiline: true,
    recommendedLength: 155,
  },
];

/** The pages the artist edits and the fields each one shows, grouped as on the public page. */
export const PAGES: readonly PageDefinition[] = [
  {
    page: 'home',
    label: 'Home',
    publicPath: paths.home(),
    sections: [
      {
        title: 'Hero',
        fields: [
          { name: 'hero_heading', label: 'Heading' },
          { name: 'hero_subheading', label: 'Subheading' },
        ],
      },
      {
        title: 'Welcome',
        fields: [
          { name: 'welcome_heading', label: 'Heading' },
          { name: 'welcome_text', label: 'Text', rich: true },
        ],
      },
      { title: 'Search and sharing', fields: seo },
    ],
  },
  {
    page: 'about',
    label: 'About',
    publicPath: paths.about(),
    sections: [
      {
        title: 'Artist',
        fields: [
          { name: 'title', label: 'Page heading' },
          { name: 'artist_bio', label: 'Biography', rich: true },
          {
            name: 'artist_statement',
            label: 'Artist statement',
            rich: true,
            hint: 'Left empty, the statement section is not shown.',
          },
        ],
      },
      { title: 'Search and sharing', fields: seo },
    ],
  },
];

export const pageDefinition = (page: string | null): PageDefinition =>
  PAGES.find((p) => p.page === page) ?? PAGES[0]!;
