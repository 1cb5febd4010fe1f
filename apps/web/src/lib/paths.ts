/**
 * Every route path of the app (STYLE #9). Components build links with these, never with
 * string literals, so a renamed route is one change. `pattern` is the React Router path.
 */
type Query = Record<string, string | number | boolean | null | undefined>;

/** Appends the non-empty query values: withQuery('/blog', { page: 2 }) -> '/blog?page=2'. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false)
      params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface ArtworkListQuery {
  /** Collection name (or id) kept in the URL (SPEC §2). */
  collection?: string;
  available?: boolean;
  page?: number;
}

export const paths = {
  home: () => '/',
  about: () => '/about',
  artworks: (query: ArtworkListQuery = {}) =>
    withQuery('/artwork', {
      ...query,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  artwork: (id: number | string) => `/artwork/${id}`,
  collections: () => '/collections',
  contact: () => '/contact',
  mailingList: () => '/mailing-list',
  preview: () => '/preview',
  checkout: () => '/checkout',
  checkoutSuccess: () => '/checkout/success',
  blog: (query: { page?: number; category?: string } = {}) =>
    withQuery('/blog', { ...query, page: query.page && query.page > 1 ? query.page : undefined }),
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  cv: () => '/cv',
  admin: {
    root: () => '/admin',
    login: (redirectTo?: string) => withQuery('/admin/login', { redirect: redirectTo }),
    forgotPassword: () => '/admin/forgot-password',
    resetPassword: () => '/admin/reset-password',
    account: () => '/admin/account',
    dashboard: () => '/admin/dashboard',
    artworks: () => '/admin/artworks',
    artworkNew: () => '/admin/artworks/new',
    artworkEdit: (id: number | string) => `/admin/artworks/${id}/edit`,
    artworksOrder: () => '/admin/artworks/order',
    orders: () => '/admin/orders',
    order: (id: number | string) => `/admin/orders/${id}`,
    orderPackingSlip: (id: number | string) => `/admin/orders/${id}/packing-slip`,
    subscribers: () => '/admin/subscribers',
    collections: () => '/admin/collections',
    blog: () => '/admin/blog',
    blogNew: () => '/admin/blog/new',
    blogEdit: (id: number | string) => `/admin/blog/${id}/edit`,
    blogSchedule: () => '/admin/blog/schedule',
    settings: () => '/admin/settings',
    pageContent: () => '/admin/page-content',
    messages: () => '/admin/messages',
    emails: () => '/admin/emails',
  },
} as const;

/**
 * Old and friendly URLs (SPEC §2) and their resolution: in core, because the server answers
 * them too (a 301 before the app even starts).
 */
export { PATH_ALIASES, resolveAlias } from '@atelier/core/routes';
