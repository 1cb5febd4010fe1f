import type { FastifyInstance } from 'fastify';
import {
  INITIAL_QUERY_KEYS as KEYS,
  collectionsHead,
  contactHead,
  mailingListHead,
  matchPublicRoute,
  pageTitle,
  resolveAlias,
  type Collection,
} from '@atelier/core';
import { contactPageLd } from './json-ld';
import { aboutPage, artworkPage, galleryPage, homePage } from './pages-catalogue';
import { blogListPage, blogPostPage } from './pages-blog';
import { plainPage, type PageView } from './page-view';
import { readApi } from './public-api';
import { readSetting, siteInfo, type SiteInfo } from './site';

export type PageAnswer = { redirect: string } | { view: PageView; site: SiteInfo };

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

async function contactPage(app: FastifyInstance, site: SiteInfo): Promise<PageView> {
  const email = await readSetting(app, 'contact_email');
  const address =
    typeof email.value === 'string' && email.value.includes('@') ? email.value.trim() : null;
  return {
    status: 200,
    ...contactHead(site.name),
    canonicalPath: '/contact',
    type: 'website',
    jsonLd: [contactPageLd(site, address)],
    queries: email.entry ? [email.entry] : [],
    module: 'contact',
  };
}

async function collectionsPage(app: FastifyInstance, site: SiteInfo): Promise<PageView> {
  const collections = await readApi<Collection[]>(app, '/collections');
  return {
    status: 200,
    ...collectionsHead(site.name),
    canonicalPath: '/collections',
    type: 'website',
    jsonLd: [],
    queries: collections.value ? [{ key: KEYS.collections(), data: collections.value }] : [],
    module: 'collections',
  };
}

/**
 * What the server answers for a page of the app: an alias redirect, or the page's head,
 * status and initial data, read from the public API as an anonymous visitor.
 */
export async function resolvePage(app: FastifyInstance, url: URL): Promise<PageAnswer> {
  const alias = resolveAlias(url.pathname);
  if (alias) return { redirect: `${alias}${url.search}` };
  const site = await siteInfo(app);
  const view = await viewOf(app, site, url);
  // The layout's settings (site name, social link) are on every page.
  view.queries = [...site.queries, ...view.queries];
  return { view, site };
}

async function viewOf(app: FastifyInstance, site: SiteInfo, url: URL): Promise<PageView> {
  if (isAdminPath(url.pathname.toLowerCase())) return plainPage(`Admin | ${site.name}`, null);
  const route = matchPublicRoute(url.pathname);
  switch (route.pattern) {
    case '/':
      return homePage(app, site);
    case '/about':
      return aboutPage(app, site);
    case '/artwork':
      return galleryPage(app, site, url.searchParams);
    case '/artwork/:id':
      return artworkPage(app, site, route.params.id ?? '');
    case '/blog':
      return blogListPage(app, site, url.searchParams);
    case '/blog/:slug':
      return blogPostPage(app, site, route.params.slug ?? '');
    case '/contact':
      return contactPage(app, site);
    case '/collections':
      return collectionsPage(app, site);
    case '/mailing-list':
      return {
        ...plainPage('', 'mailing-list'),
        ...mailingListHead(site.name),
        canonicalPath: '/mailing-list',
        noindex: false,
      };
    case '/cv':
      return plainPage('CV', 'cv');
    case '/preview':
      return plainPage(pageTitle('Preview', site.name), 'preview');
    case '/checkout':
      return plainPage(pageTitle('Checkout', site.name), 'checkout');
    case '/checkout/success':
      return plainPage(pageTitle('Thank you', site.name), 'checkout-success');
    case null:
      return plainPage(pageTitle('Page not found', site.name), 'not-found', 404);
  }
}
