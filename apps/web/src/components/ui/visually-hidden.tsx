import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only (Tailwind's sr-only). */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={className ? `sr-only ${className}` : 'sr-only'} {...props} />;
}
