import { adminPaths } from '@/lib/admin-paths';

export type AdminNavKey =
  | 'dashboard'
  | 'artworks'
  | 'orders'
  | 'subscribers'
  | 'waitlist'
  | 'collections'
  | 'blog'
  | 'newsletter'
  | 'inbox'
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
  { key: 'dashboard', label: 'Dashboard', to: adminPaths.dashboard() },
  { key: 'artworks', label: 'Artworks', to: adminPaths.artworks() },
  { key: 'orders', label: 'Orders', to: adminPaths.orders() },
  { key: 'subscribers', label: 'Subscribers', to: adminPaths.subscribers() },
  { key: 'waitlist', label: 'Waitlist', to: adminPaths.waitlist() },
  { key: 'collections', label: 'Collections', to: adminPaths.collections() },
  { key: 'blog', label: 'Blog', to: adminPaths.blog() },
  { key: 'newsletter', label: 'Newsletter', to: adminPaths.newsletter() },
  { key: 'inbox', label: 'Inbox', to: adminPaths.inbox() },
  { key: 'emails', label: 'Emails not sent', to: adminPaths.emails() },
  { key: 'settings', label: 'Settings', to: adminPaths.settings() },
  { key: 'backups', label: 'Backups', to: adminPaths.backups() },
  { key: 'pageContent', label: 'Page Content', to: adminPaths.pageContent() },
  { key: 'account', label: 'Account', to: adminPaths.account() },
];
