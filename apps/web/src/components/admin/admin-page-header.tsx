import type { ReactNode } from 'react';
import { AdminHead } from './admin-head';

interface AdminPageHeaderProps {
  /** The page's one h1, also its document title. */
  title: string;
  description?: ReactNode;
  /** Primary actions, right-aligned on wide screens and wrapped below the title on phones. */
  actions?: ReactNode;
}

/** Title row of every admin screen: h1, one line of context and the primary actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
      <AdminHead title={title} />
      <div className="min-w-0">
        <h1 className="text-3xl md:text-4xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
