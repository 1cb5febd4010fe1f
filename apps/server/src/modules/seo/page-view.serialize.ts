import type { ImageMeta, InitialQuery, PageModule } from '@atelier/core';
import type { SocialImage } from './images.serialize';
import type { JsonLd } from './json-ld.serialize';
import type { ReadQuery } from './public-api.service';
import type { SiteInfo } from './site.service';

/** Everything the server writes into one page's HTML. */
export interface PageView {
  status: 200 | 404;
  title: string;
  description: string;
  /** Site path of the canonical URL (with its meaningful query); null for pages not to index. */
  canonicalPath: string | null;
  /** noindex for private, transactional and missing pages. */
  noindex?: boolean;
  type: 'website' | 'article' | 'profile';
  image?: (SocialImage & { alt: string }) | null;
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags: string[] };
  jsonLd: JsonLd[];
  /** The page's main image, preloaded with the srcset and sizes its <img> will use. */
  preload?: { image: ImageMeta; sizes: string } | null;
  /** Initial data under the features' query keys. */
  queries: InitialQuery[];
  /** The web app's page module, preloaded so the page needs no second round of requests. */
  module: PageModule | null;
  /** Pages of the blog link the RSS feed. */
  feed?: boolean;
}

/** What a page's view decides; the page table and its reads give the rest. */
export type ViewHead = Omit<PageView, 'queries' | 'module' | 'noindex'>;

export interface ViewContext {
  url: URL;
  /** The page pattern's parameters, decoded. */
  params: Record<string, string>;
  site: SiteInfo;
  /** Reads the API as an anonymous visitor; every answer goes into the page's initial data. */
  read: ReadQuery;
}

/** How the server answers one page of the table: the data it reads for the URL, and its head. */
export type PageViewBuilder = (context: ViewContext) => ViewHead | Promise<ViewHead>;

/** A page that needs nothing but its title (its table entry says whether it is indexed). */
export const plainView = (title: string, status: 200 | 404 = 200): ViewHead => ({
  status,
  title,
  description: '',
  canonicalPath: null,
  type: 'website',
  jsonLd: [],
});
