import { withQuery } from '@atelier/core/rules';

/** Every path of the admin (the public site's are `paths`, paths.ts). */
export const adminPaths = {
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
  waitlist: () => '/admin/waitlist',
  collections: () => '/admin/collections',
  blog: () => '/admin/blog',
  blogNew: () => '/admin/blog/new',
  blogEdit: (id: number | string) => `/admin/blog/${id}/edit`,
  blogSchedule: () => '/admin/blog/schedule',
  settings: () => '/admin/settings',
  pageContent: () => '/admin/page-content',
  /** The one inbox: messages, questions about works and offers (decision 051). */
  inbox: () => '/admin/inbox',
  /** The inbox, as the dashboard's messages card and panel open it. */
  messages: () => '/admin/inbox',
  /** The inbox showing offers only. */
  offers: () => '/admin/inbox?kind=offer',
  emails: () => '/admin/emails',
  newsletter: () => '/admin/newsletter',
  newsletterNew: () => '/admin/newsletter/new',
  newsletterEdit: (id: number | string) => `/admin/newsletter/${id}/edit`,
  backups: () => '/admin/backups',
} as const;
