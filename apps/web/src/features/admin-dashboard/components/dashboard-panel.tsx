import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardPanelProps {
  title: string;
  /** "See all" link to the full screen. */
  to: string;
  linkLabel: string;
  children: ReactNode;
}

/** A titled list on the dashboard with a link to the screen that holds all of it. */
export function DashboardPanel({ title, to, linkLabel, children }: DashboardPanelProps) {
  return (
    <section className="min-w-0 border border-line bg-surface">
      <div className="flex items-baseline justify-between gap-4 border-b border-line px-5 py-3">
        <h2 className="text-xl">{title}</h2>
        <Link to={to} className="text-sm text-accent underline-offset-4 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
