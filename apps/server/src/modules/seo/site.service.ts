import type { FastifyInstance } from 'fastify';
import {
  SITE_NAME_FALLBACK,
  siteSettingsQuery,
  type InitialQuery,
  type SiteSettings,
} from '@atelier/core';
import { recorder } from './public-api.service';

/** The public settings every page shows (header, footer, titles). */
export interface SiteInfo {
  name: string;
  /** Absolute origin without a trailing slash, e.g. https://elenamarsh.com */
  url: string;
  socialUrl: string | null;
  /** Every public setting a page shows (its contact address, whether it takes offers...). */
  settings: SiteSettings | undefined;
  /** Initial data the layout reads on every page (site name, social link, the cart's framing). */
  queries: InitialQuery[];
}

export async function siteInfo(app: FastifyInstance): Promise<SiteInfo> {
  const { read, queries } = recorder(app);
  // One read for the header, the footer, the cart panel's framing and each page's own use.
  const settings = await read(siteSettingsQuery());
  return {
    name: settings?.name ?? SITE_NAME_FALLBACK,
    url: app.config.publicUrl,
    socialUrl: settings?.social_url ?? null,
    settings,
    queries: await queries(),
  };
}

/** An absolute URL for a site path or an upload ("/uploads/..."); absolute URLs pass through. */
export const absoluteUrl = (site: Pick<SiteInfo, 'url'>, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;
