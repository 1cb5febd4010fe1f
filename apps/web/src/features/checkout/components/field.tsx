import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Props a control spreads on itself so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** "optional" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** The schema's message (or the server's), shown right under the control. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Input border dark enough to see (WCAG 1.4.11 asks 3:1 for control edges). */
export const controlClass =
  'block min-h-11 w-full border border-muted/70 bg-surface px-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger';

/** A labelled checkout control with its hint and its error beside it. */
export function Field({ label, optional, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
