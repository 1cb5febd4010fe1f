import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';

interface DashboardNoticeProps {
  title: string;
  children: ReactNode;
  link: { to: string; label: string };
  /** 'danger' for something that went wrong; otherwise someone is waiting. */
  tone?: 'danger' | 'neutral';
}

/** A line at the top of the dashboard: what needs the artist now, and the way to it. */
export function DashboardNotice({ title, children, link, tone = 'neutral' }: DashboardNoticeProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 border p-4 sm:p-5',
        tone === 'danger' ? 'border-danger/40 bg-danger/5' : 'border-line bg-surface',
      )}
    >
      <div>
        <h2
          id={id}
          className={cn('font-sans text-base font-medium', tone === 'danger' && 'text-danger')}
        >
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{children}</p>
      </div>
      <Link to={link.to} className={buttonClasses('secondary', 'sm')}>
        {link.label}
      </Link>
    </section>
  );
}
