import { withQuery } from '../rules/url';

/**
 * THE page table: every public page of the site, once. The web app's routes and links, the
 * server's answer for each path (status, head, initial data, preloads, whether it renders the
 * body), the sitemap and robots.txt all derive from it (decision 022). Adding a page is an
 * entry here plus its component, `apps/web/src/app/pages/<module>.tsx` (and, on the server,
 * its view in `modules/seo/page-views.ts`, which the compiler asks for).
 *
 * Kept light: the visitor's first load carries this table (decision 012), so it holds no
 * server code. What a page reads from the API lives in `page-data` as query descriptors the
 * web features and the server share.
 */
export interface PageEntry {
  /** Path pattern (React Router syntax); `*` is the page for any other path. */
  pattern: string;
  /** The page's component: `apps/web/src/app/pages/<module>.tsx`, its own chunk. */
  module: string;
  /** Builds a link to the page; the pages reached only by a link from an email have none. */
  path?: (...args: never[]) => string;
  /**
   * The query parameters the page reads (its filters, its page number). The server's cache key
   * and render keep only these, so any other parameter neither misses nor fills the cache.
   */
  query?: readonly string[];
  /**
   * 'spinner': loaded on demand with a spinner meanwhile (the pages a visitor seldom lands
   * on). Otherwise the server preloads the page's code and a navigation keeps the current page
   * until the next one's code is there.
   */
  loading?: 'spinner';
  /**
   * 'server': the server renders the body (the same for every visitor); 'browser': the page
   * depends on the visitor's own storage or link token, so the browser renders it.
   */
  rendering: 'server' | 'browser';
  /**
   * For search engines: 'sitemap' (listed in sitemap.xml), 'index' (indexed, listed through
   * its items: each artwork, each post), 'noindex', or 'disallow' (never crawled, robots.txt).
   */
  crawl: 'sitemap' | 'index' | 'noindex' | 'disallow';
}

/** The query of a gallery link: ?collection= (a name or an id), ?available=true, ?page=. */
export interface GalleryQuery {
  collection?: string;
  available?: boolean;
  page?: number;
}

/** The query of a blog link: ?page= and ?category= (a category slug). */
export interface BlogQuery {
  page?: number;
  category?: string;
}

/** Page 1 is the page without ?page=. */
const laterPage = (page: number | undefined) => (page && page > 1 ? page : undefined);

export const PAGE_TABLE = {
  home: {
    pattern: '/',
    module: 'home',
    path: () => '/',
    rendering: 'server',
    crawl: 'sitemap',
  },
  about: {
    pattern: '/about',
    module: 'about',
    path: () => '/about',
    rendering: 'server',
    crawl: 'sitemap',
  },
  artworks: {
    pattern: '/artwork',
    module: 'artwork-list',
    path: (query: GalleryQuery = {}) =>
      withQuery('/artwork', {
        ...query,
        available: query.available || undefined,
        page: laterPage(query.page),
      }),
    query: ['collection', 'available', 'page'],
    rendering: 'server',
    crawl: 'sitemap',
  },
  artwork: {
    pattern: '/artwork/:id',
    module: 'artwork-detail',
    path: (id: number | string) => `/artwork/${id}`,
    rendering: 'server',
    crawl: 'index',
  },
  collections: {
    pattern: '/collections',
    module: 'collections',
    path: () => '/collections',
    loading: 'spinner',
    rendering: 'server',
    crawl: 'sitemap',
  },
  blog: {
    pattern: '/blog',
    module: 'blog-list',
    path: (query: BlogQuery = {}) => withQuery('/blog', { ...query, page: laterPage(query.page) }),
    query: ['page', 'category'],
    rendering: 'server',
    crawl: 'sitemap',
  },
  blogPost: {
    pattern: '/blog/:slug',
    module: 'blog-post',
    path: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    rendering: 'server',
    crawl: 'index',
  },
  contact: {
    pattern: '/contact',
    module: 'contact',
    path: () => '/contact',
    rendering: 'server',
    crawl: 'sitemap',
  },
  mailingList: {
    pattern: '/mailing-list',
    module: 'mailing-list',
    path: () => '/mailing-list',
    loading: 'spinner',
    rendering: 'browser',
    crawl: 'sitemap',
  },
  /** One newsletter issue the artist published on the web (the archive is on /mailing-list). */
  newsletterIssue: {
    pattern: '/mailing-list/:slug',
    module: 'newsletter-issue',
    path: (slug: string) => `/mailing-list/${encodeURIComponent(slug)}`,
    rendering: 'server',
    crawl: 'index',
  },
  cv: {
    pattern: '/cv',
    module: 'cv',
    path: () => '/cv',
    rendering: 'server',
    crawl: 'noindex',
  },
  checkout: {
    pattern: '/checkout',
    module: 'checkout',
    path: () => '/checkout',
    loading: 'spinner',
    rendering: 'browser',
    crawl: 'disallow',
  },
  checkoutSuccess: {
    pattern: '/checkout/success',
    module: 'checkout-success',
    path: () => '/checkout/success',
    loading: 'spinner',
    rendering: 'browser',
    crawl: 'disallow',
  },
  /** The buyer's offer, from the link in their email: accept a counter-offer, then pay. */
  offer: {
    pattern: '/offers/:token',
    module: 'offer',
    loading: 'spinner',
    rendering: 'browser',
    crawl: 'disallow',
  },
  preview: {
    pattern: '/preview',
    module: 'preview',
    path: () => '/preview',
    loading: 'spinner',
    rendering: 'browser',
    crawl: 'disallow',
  },
  notFound: {
    pattern: '*',
    module: 'not-found',
    loading: 'spinner',
    rendering: 'server',
    crawl: 'noindex',
  },
} as const satisfies Record<string, PageEntry>;

export type PublicPage = keyof typeof PAGE_TABLE;
export type PageModule = (typeof PAGE_TABLE)[PublicPage]['module'];

/** A page of the table, its module known by name. */
export type PublicPageEntry = PageEntry & { module: PageModule };

/** Every page with its name, in the table's order. */
export const PAGES = Object.entries(PAGE_TABLE) as [PublicPage, PublicPageEntry][];

/**
 * Where the web app keeps a page's component. Vite's build manifest names each chunk by its
 * source file, so this is also how the server and the bundle benchmark find a page's chunk.
 */
export const pageModuleFile = (module: PageModule) => `src/app/pages/${module}.tsx`;

/** The entry of a page module (the server knows a page by its module once it has answered). */
export const pageOfModule = (module: PageModule): PublicPageEntry =>
  PAGES.find(([, page]) => page.module === module)![1];
