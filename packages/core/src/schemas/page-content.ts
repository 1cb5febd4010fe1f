import { z } from 'zod';
import { text } from './primitives';

export const PAGE_CONTENT_FIELDS = [
  'meta_title',
  'meta_description',
  'hero_heading',
  'hero_subheading',
  'welcome_heading',
  'welcome_text',
  'title',
  'artist_bio',
  'artist_statement',
] as const;
/** Fields that hold HTML and are sanitised on the server. */
export const PAGE_CONTENT_HTML_FIELDS = ['welcome_text', 'artist_bio', 'artist_statement'] as const;

export const PageName = text()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/, {
    error: 'Page name may only contain lowercase letters, numbers and hyphens',
  });

const fieldShape = Object.fromEntries(
  PAGE_CONTENT_FIELDS.map((f) => [f, z.string().nullable()]),
) as Record<(typeof PAGE_CONTENT_FIELDS)[number], z.ZodNullable<z.ZodString>>;

export const PageContent = z.object({ page: z.string(), ...fieldShape, updated_at: z.string() });
export type PageContent = z.infer<typeof PageContent>;

const inputShape = Object.fromEntries(
  PAGE_CONTENT_FIELDS.map((f) => [f, text().max(50_000).nullish()]),
) as Record<(typeof PAGE_CONTENT_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>;

export const PageContentUpdate = z.object(inputShape);
export type PageContentUpdate = z.infer<typeof PageContentUpdate>;
export const PageContentCreate = PageContentUpdate.extend({ page: PageName });
export type PageContentCreate = z.infer<typeof PageContentCreate>;
export const PageParam = z.object({ page: PageName });
