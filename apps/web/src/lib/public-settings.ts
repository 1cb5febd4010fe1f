import { SITE_NAME_FALLBACK } from '@atelier/core/constants';
import type { SiteSettings } from '@atelier/core/schemas';
import { siteSettingsQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from './api-query';

/** The public settings every page shows, in one read (GET /settings/site). */
export const siteSettingsQueryOptions = () => queryOptions(fromApiQuery(siteSettingsQuery()));

/** The site's public settings, or undefined while they load (or when they cannot). */
export const useSiteSettings = (): SiteSettings | undefined =>
  useQuery(siteSettingsQueryOptions()).data;

/** The artist's name, or the fallback until (or when) it cannot be read. */
export const useSiteName = (): string => useSiteSettings()?.name ?? SITE_NAME_FALLBACK;

/** The artist's social profile URL, or null when not set or not http(s). */
export const useSocialUrl = (): string | null => useSiteSettings()?.social_url ?? null;
