import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

export const pageContent = pgTable('page_content', {
  page: text('page').primaryKey(),
  meta_title: text('meta_title'),
  meta_description: text('meta_description'),
  hero_heading: text('hero_heading'),
  hero_subheading: text('hero_subheading'),
  welcome_heading: text('welcome_heading'),
  welcome_text: text('welcome_text'),
  title: text('title'),
  artist_bio: text('artist_bio'),
  artist_statement: text('artist_statement'),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

export const settings = pgTable(
  'settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').$type<string | number | boolean | null>(),
    category: text('category').notNull().default('general'),
    /** Only public settings are readable without a token. */
    is_public: boolean('is_public').notNull().default(false),
    description: text('description'),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('settings_category_idx').on(t.category)],
);
