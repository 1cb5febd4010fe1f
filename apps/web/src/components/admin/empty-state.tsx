import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: string;
  /** One sentence on why it is empty. */
  children?: ReactNode;
  /** The way forward: a button or link. */
  action?: ReactNode;
  className?: string;
}

/** An empty list or screen: a sentence and a way forward (docs/design.md). */
export function EmptyState({ title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 border border-dashed border-line px-6 py-12 text-center',
        className,
      )}
    >
      <p className="font-display text-xl">{title}</p>
      {children && <div className="max-w-md text-sm text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
