import { PAGES, type PAGE_TABLE } from '@atelier/core/page-table';
import { withQuery } from '@atelier/core/rules';

/**
 * Every path of the app. Components build links with these, never with string
 * literals, so a renamed page is one change: a public page's path is its page table entry's
 * (`paths.artwork(12)`), the admin's are below.
 */
type PublicPaths = {
  [
    Name in keyof typeof PAGE_TABLE as (typeof PAGE_TABLE)[Name] extends { path: unknown }
      ? Name
      : never
  ]: (typeof PAGE_TABLE)[Name] extends { path: infer Path } ? Path : never;
};

const publicPaths = Object.fromEntries(
  PAGES.flatMap(([name, page]) => (page.path ? [[name, page.path]] : [])),
) as PublicPaths;

export const paths = {
  ...publicPaths,
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
    offers: () => '/admin/offers',
    emails: () => '/admin/emails',
    newsletter: () => '/admin/newsletter',
    newsletterNew: () => '/admin/newsletter/new',
    newsletterEdit: (id: number | string) => `/admin/newsletter/${id}/edit`,
    backups: () => '/admin/backups',
  },
} as const;

export { withQuery };
