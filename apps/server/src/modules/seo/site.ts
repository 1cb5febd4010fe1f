import type { FastifyInstance } from 'fastify';
import { INITIAL_QUERY_KEYS, type FrameCosts } from '@atelier/core';
import { readApi } from './public-api';
import type { QueryEntry } from './state';

/** The public settings every page shows (header, footer, titles). */
export interface SiteInfo {
  name: string;
  /** Absolute origin without a trailing slash, e.g. https://elenamarsh.com */
  url: string;
  socialUrl: string | null;
  /** Initial data the layout reads on every page (site name, social link). */
  queries: QueryEntry[];
}

/** Same fallback as the web app when the setting is missing. */
export const SITE_NAME_FALLBACK = 'Elena Marsh';

type SettingValue = string | number | boolean | null;

export async function readSetting(
  app: FastifyInstance,
  key: string,
): Promise<{ value: SettingValue; entry: QueryEntry | null }> {
  const answer = await readApi<{ key: string; value: SettingValue }>(app, `/settings/${key}`);
  if (!answer.value) return { value: null, entry: null };
  return {
    value: answer.value.value,
    entry: { key: INITIAL_QUERY_KEYS.setting(key), data: answer.value.value },
  };
}

export async function siteInfo(app: FastifyInstance): Promise<SiteInfo> {
  const [name, social, framing, frameCosts] = await Promise.all([
    readSetting(app, 'site_name'),
    readSetting(app, 'instagram_url'),
    // The cart panel (on every page, loaded after it) shows framing and its costs.
    readSetting(app, 'framing_enabled'),
    readApi<FrameCosts>(app, '/settings/frame-costs'),
  ]);
  const siteName =
    typeof name.value === 'string' && name.value.trim() ? name.value : SITE_NAME_FALLBACK;
  const socialUrl =
    typeof social.value === 'string' && /^https?:\/\//i.test(social.value) ? social.value : null;
  return {
    name: siteName,
    url: app.config.publicUrl,
    socialUrl,
    queries: [
      name.entry,
      social.entry,
      framing.entry,
      frameCosts.value ? { key: INITIAL_QUERY_KEYS.frameCosts(), data: frameCosts.value } : null,
    ].filter((e): e is QueryEntry => e !== null),
  };
}

/** An absolute URL for a site path or an upload ("/uploads/..."); absolute URLs pass through. */
export const absoluteUrl = (site: Pick<SiteInfo, 'url'>, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;
