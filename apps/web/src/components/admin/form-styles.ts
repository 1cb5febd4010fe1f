import { cn } from '@/lib/cn';

/** Text inputs, selects and textareas of admin forms: one look, visible focus, red when invalid. */
export const inputClasses = (className?: string) =>
  cn(
    'block w-full min-h-11 border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted',
    'focus-visible:border-accent aria-invalid:border-danger disabled:opacity-60',
    // A field focused after a failed save scrolls clear of the sticky top and save bars.
    'scroll-mt-24 scroll-mb-28',
    className,
  );

export const labelClasses = 'block text-sm font-medium text-ink';
