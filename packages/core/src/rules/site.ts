import { SITE_NAME_FALLBACK } from '../constants';

/**
 * The public settings as the site shows them, read the same way by the pages and by the
 * server writing their head: a missing or malformed value falls back rather than showing.
 */

/** The artist's name: the site_name setting, else the fallback. */
export const siteNameOf = (value: unknown): string =>
  typeof value === 'string' && value.trim() ? value : SITE_NAME_FALLBACK;

/** The artist's social profile (instagram_url), or null when not set or not http(s). */
export const socialUrlOf = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;

/** The public contact address (contact_email), or null when missing, empty or not an address. */
export const contactEmailOf = (value: unknown): string | null =>
  typeof value === 'string' && value.includes('@') ? value.trim() : null;
