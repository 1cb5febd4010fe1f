import type { FastifyInstance } from 'fastify';
import { matchPage, resolveAlias } from '@atelier/core';
import { plainView, type PageView } from './page-view.serialize';
import { PAGE_VIEWS } from './page-views.service';
import { recorder } from './public-api.service';
import { siteInfo, type SiteInfo } from './site.service';

export type PageAnswer =
  | { redirect: string }
  | {
      view: PageView;
      site: SiteInfo;
      /** The API paths the page read (besides the site's settings): the data it shows. */
      reads: string[];
    };

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * What the server answers for a page of the app: an alias redirect, or the page of the table
 * the path shows, with the head its view writes and, as initial data, every API answer its view
 * read (as an anonymous visitor) plus the layout's.
 */
export async function resolvePage(app: FastifyInstance, url: URL): Promise<PageAnswer> {
  const alias = resolveAlias(url.pathname);
  if (alias) return { redirect: `${alias}${url.search}` };
  const site = await siteInfo(app);
  // Answered by the admin app (admin.html) whenever it is built; this is its fallback.
  if (isAdminPath(url.pathname.toLowerCase())) {
    const view = plainView(`Admin | ${site.name}`);
    return {
      view: { ...view, noindex: true, module: null, queries: site.queries },
      site,
      reads: [],
    };
  }
  const { name, page, params } = matchPage(url.pathname);
  const { read, queries, reads } = recorder(app);
  const head = await PAGE_VIEWS[name]({ url, params, site, read });
  const missing = head.status === 404;
  const pageQueries = await queries();
  const view: PageView = {
    ...head,
    noindex: missing || page.crawl === 'noindex' || page.crawl === 'disallow',
    module: page.module,
    // A missing page says nothing about what was asked for: the layout's data only.
    queries: missing ? site.queries : [...site.queries, ...pageQueries],
  };
  return { view, site, reads };
}
