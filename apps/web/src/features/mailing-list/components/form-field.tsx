import { useId, type ReactNode } from 'react';

/** Props a field control spreads on itself so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** Shown after the label, e.g. "optional". */
  note?: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Input border dark enough to see the field (WCAG 1.4.11 asks 3:1 for control edges). */
export const controlClass =
  'w-full border border-muted/70 bg-surface px-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger';

/** A labelled form control with its hint and, next to it, its error (SPEC §5 messages). */
export function FormField({ label, note, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {note && <span className="font-normal text-muted"> ({note})</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
