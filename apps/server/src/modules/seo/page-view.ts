import type { ImageMeta, RouteModuleName } from '@atelier/core';
import type { JsonLd } from './json-ld';
import type { SocialImage } from './images';
import type { QueryEntry } from './state';

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
  queries: QueryEntry[];
  /** The web app's route module, preloaded so the page needs no second round of requests. */
  module: RouteModuleName | null;
  /** Pages of the blog link the RSS feed. */
  feed?: boolean;
}

/** A page that is not to be indexed and needs nothing but its title. */
export const plainPage = (
  title: string,
  module: RouteModuleName | null,
  status: 200 | 404 = 200,
): PageView => ({
  status,
  title,
  description: '',
  canonicalPath: null,
  noindex: true,
  type: 'website',
  jsonLd: [],
  queries: [],
  module,
});
