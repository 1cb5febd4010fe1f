import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Keys of public settings the site reads (GET /settings/{key}). */
export const SETTING_KEYS = {
  siteName: 'site_name',
  instagramUrl: 'instagram_url',
  framingEnabled: 'framing_enabled',
} as const;

/** Shown until (or when) the site_name setting is missing. */
export const SITE_NAME_FALLBACK = 'Elena Marsh';

/** Mirrors core's SettingValue schema (core exports no inferred type for it). */
type SettingValue = string | number | boolean | null;

export const getPublicSetting = async (key: string): Promise<SettingValue> =>
  (await api.get<{ key: string; value: SettingValue }>(`/settings/${key}`)).value;

export const publicSettingQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['settings', key],
    queryFn: () => getPublicSetting(key),
    // A missing setting is a 404 that will not change on retry; callers use a fallback.
    retry: false,
  });

/** A public setting's value, or undefined while loading or when it is missing. */
export const usePublicSetting = (key: string) => useQuery(publicSettingQueryOptions(key)).data;

export const useSiteName = (): string => {
  const value = usePublicSetting(SETTING_KEYS.siteName);
  return typeof value === 'string' && value.trim() ? value : SITE_NAME_FALLBACK;
};

/** The artist's social profile URL, or null when not set or not http(s). */
export const useSocialUrl = (): string | null => {
  const value = usePublicSetting(SETTING_KEYS.instagramUrl);
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;
};
