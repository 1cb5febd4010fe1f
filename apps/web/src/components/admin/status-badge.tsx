import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

// Tinted grounds with full-strength text keep AA contrast on the paper colour.
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-placeholder text-ink',
  success: 'bg-success/10 text-success',
  warning: 'bg-[#f4e6c8] text-[#6b4a06]',
  danger: 'bg-danger/10 text-danger',
  accent: 'bg-accent/10 text-accent-strong',
};

/** A small status label for tables (active, pending, sold...). Text, never colour alone. */
export function StatusBadge({
  tone = 'neutral',
  children,
  className,
  wrap = false,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** A sentence rather than a word (a work's hold and its deadline) may wrap onto lines. */
  wrap?: boolean;
}) {
  return (
    <span
      className={cn(
        'px-2.5 py-0.5 text-xs font-medium',
        // A sentence flows as text (a flex box would set its parts side by side).
        wrap
          ? 'inline-block rounded-xl'
          : 'inline-flex items-center rounded-full whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
