import { siteNameOf, socialUrlOf } from '@atelier/core/rules';
import { settingQuery } from '@atelier/core/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromApiQuery } from './api-query';

/** Keys of public settings the site reads (GET /settings/{key}). */
export const SETTING_KEYS = {
  siteName: 'site_name',
  instagramUrl: 'instagram_url',
  framingEnabled: 'framing_enabled',
} as const;

export const publicSettingQueryOptions = (key: string) =>
  queryOptions({
    ...fromApiQuery(settingQuery(key)),
    // A missing setting is a 404 that will not change on retry; callers use a fallback.
    retry: false,
  });

/** A public setting's value, or undefined while loading or when it is missing. */
export const usePublicSetting = (key: string) => useQuery(publicSettingQueryOptions(key)).data;

/** The artist's name, or the fallback until (or when) the site_name setting is missing. */
export const useSiteName = (): string => siteNameOf(usePublicSetting(SETTING_KEYS.siteName));

/** The artist's social profile URL, or null when not set or not http(s). */
export const useSocialUrl = (): string | null =>
  socialUrlOf(usePublicSetting(SETTING_KEYS.instagramUrl));
