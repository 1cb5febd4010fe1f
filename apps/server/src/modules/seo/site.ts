import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_SETTING_KEYS,
  frameCostsQuery,
  settingQuery,
  siteNameOf,
  socialUrlOf,
  type ApiQuery,
  type InitialQuery,
} from '@atelier/core';
import { readQuery } from './public-api';

/** The public settings every page shows (header, footer, titles). */
export interface SiteInfo {
  name: string;
  /** Absolute origin without a trailing slash, e.g. https://elenamarsh.com */
  url: string;
  socialUrl: string | null;
  /** Initial data the layout reads on every page (site name, social link, the cart's framing). */
  queries: InitialQuery[];
}

/** Reads the API as the browser would; each answer is kept under its query key. */
export type ReadQuery = <T>(query: ApiQuery<T>) => Promise<T | undefined>;

/**
 * A reader whose every answer becomes part of the page's initial data, in the order the reads
 * were made (so a page's bytes, and its ETag, do not depend on which answer came first).
 */
export function recorder(app: FastifyInstance) {
  const answers: Promise<InitialQuery | null>[] = [];
  const read: ReadQuery = (query) => {
    const answer = readQuery(app, query).then(({ data }) => data);
    answers.push(answer.then((data) => (data === undefined ? null : { key: query.key, data })));
    return answer;
  };
  const queries = async () =>
    (await Promise.all(answers)).filter((entry): entry is InitialQuery => entry !== null);
  return { read, queries };
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
