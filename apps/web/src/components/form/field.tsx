import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldNotes } from './field-notes';
import { useFieldControl, type FieldControlProps } from './use-field-control';

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

/** A labelled control of a public form, with its hint and its error beside it. */
export function Field({ label, optional, hint, error, className, children }: FieldProps) {
  const { id, control, ...noteIds } = useFieldControl({ hint, error });
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children(control)}
      <FieldNotes
        {...noteIds}
        hint={hint}
        error={error}
        label={label}
        hintClassName="text-sm text-muted"
      />
    </div>
  );
}
