import { useId, type ComponentPropsWithoutRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

interface GateFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name'> {
  label: string;
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string;
  /** Part of the label, e.g. "(optional)". */
  hint?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its error message, as every field of the gate needs one. */
export function GateField({
  label,
  error,
  hint,
  registration,
  className,
  ...props
}: GateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'min-h-11 w-full border bg-surface px-3 text-base placeholder:text-muted',
          error ? 'border-danger' : 'border-line focus:border-ink',
        )}
        {...props}
        {...registration}
      />
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
