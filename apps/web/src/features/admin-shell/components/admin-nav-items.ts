import { paths } from '@/lib/paths';

export type AdminNavKey =
  | 'dashboard'
  | 'artworks'
  | 'orders'
  | 'subscribers'
  | 'collections'
  | 'blog'
  | 'newsletter'
  | 'messages'
  | 'offers'
  | 'emails'
  | 'backups'
  | 'settings'
  | 'pageContent'
  | 'account';

export interface AdminNavItem {
  key: AdminNavKey;
  label: string;
  to: string;
}

/** The admin's sections, in the sidebar's order. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: paths.admin.dashboard() },
  { key: 'artworks', label: 'Artworks', to: paths.admin.artworks() },
  { key: 'orders', label: 'Orders', to: paths.admin.orders() },
  { key: 'subscribers', label: 'Subscribers', to: paths.admin.subscribers() },
  { key: 'collections', label: 'Collections', to: paths.admin.collections() },
  { key: 'blog', label: 'Blog', to: paths.admin.blog() },
  { key: 'newsletter', label: 'Newsletter', to: paths.admin.newsletter() },
  { key: 'messages', label: 'Messages', to: paths.admin.messages() },
  { key: 'offers', label: 'Offers & inquiries', to: paths.admin.offers() },
  { key: 'emails', label: 'Emails', to: paths.admin.emails() },
  { key: 'settings', label: 'Settings', to: paths.admin.settings() },
  { key: 'backups', label: 'Backups', to: paths.admin.backups() },
  { key: 'pageContent', label: 'Page Content', to: paths.admin.pageContent() },
  { key: 'account', label: 'Account', to: paths.admin.account() },
];
