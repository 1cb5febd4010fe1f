import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_SETTING_KEYS,
  frameCostsQuery,
  settingQuery,
  siteNameOf,
  socialUrlOf,
  type InitialQuery,
} from '@atelier/core';
import { recorder } from './public-api.service';

/** The public settings every page shows (header, footer, titles). */
export interface SiteInfo {
  name: string;
  /** Absolute origin without a trailing slash, e.g. https://elenamarsh.com */
  url: string;
  socialUrl: string | null;
  /** Initial data the layout reads on every page (site name, social link, the cart's framing). */
  queries: InitialQuery[];
}

export async function siteInfo(app: FastifyInstance): Promise<SiteInfo> {
  const { read, queries } = recorder(app);
  const [name, social] = await Promise.all([
    read(settingQuery(PUBLIC_SETTING_KEYS.siteName)),
    read(settingQuery(PUBLIC_SETTING_KEYS.instagramUrl)),
    // The cart panel (on every page, loaded after it) shows framing and its costs.
    read(settingQuery(PUBLIC_SETTING_KEYS.framingEnabled)),
    read(frameCostsQuery()),
  ]);
  return {
    name: siteNameOf(name),
    url: app.config.publicUrl,
    socialUrl: socialUrlOf(social),
    queries: await queries(),
  };
}

/** An absolute URL for a site path or an upload ("/uploads/..."); absolute URLs pass through. */
export const absoluteUrl = (site: Pick<SiteInfo, 'url'>, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;
