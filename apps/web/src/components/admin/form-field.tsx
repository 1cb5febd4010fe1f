import type { ReactNode } from 'react';
import { FieldNotes, useFieldControl, type FieldControlProps } from '@/components/form';
import { cn } from '@/lib/cn';
import { labelClasses } from './form-styles';

interface FormFieldProps {
  label: ReactNode;
  /** Shown below the control; replaced by nothing, the error comes after it. */
  hint?: ReactNode;
  /** The message next to the field (the product's texts from the shared zod schemas, or the server's). */
  error?: string;
  /** Extra text beside the label, e.g. a character count. */
  aside?: ReactNode;
  className?: string;
  /** Spread `control` on the input; `labelId` is for controls a <label for> cannot name (rich text). */
  children: (control: FieldControlProps, label: { labelId: string }) => ReactNode;
}

/**
 * A label, a control, a hint and an error, wired for assistive technology: the control is
 * labelled by the label, described by the hint and the error, and marked invalid with it.
 */
export function FormField({ label, hint, error, aside, className, children }: FormFieldProps) {
  const { id, control, ...noteIds } = useFieldControl({ hint, error });
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label id={`${id}-label`} htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {aside && <span className="text-xs text-muted tabular-nums">{aside}</span>}
      </div>
      {children(control, { labelId: `${id}-label` })}
      <FieldNotes
        {...noteIds}
        hint={hint}
        error={error}
        label={label}
        hintClassName="text-xs text-muted"
      />
    </div>
  );
}
