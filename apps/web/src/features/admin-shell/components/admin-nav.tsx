import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { ADMIN_NAV_ITEMS, type AdminNavKey } from './admin-nav-items';

export type AdminNavBadges = Partial<Record<AdminNavKey, ReactNode>>;

interface AdminNavProps {
  /** Counts beside a section, e.g. unread messages (rendered by the feature that owns them). */
  badges?: AdminNavBadges;
  onNavigate?: () => void;
}

/**
 * The sections as links; NavLink sets aria-current="page" on the active one, which also stays
 * active on its sub-pages (/admin/blog/new highlights Blog).
 */
export function AdminNav({ badges = {}, onNavigate }: AdminNavProps) {
  return (
    <ul className="space-y-0.5">
      {ADMIN_NAV_ITEMS.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-10 items-center justify-between gap-2 border-l-2 px-3 text-sm transition-colors duration-150',
                isActive
                  ? 'border-accent bg-placeholder font-medium text-ink'
                  : 'border-transparent text-muted hover:bg-placeholder/60 hover:text-ink',
              )
            }
          >
            <span>{item.label}</span>
            {badges[item.key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
