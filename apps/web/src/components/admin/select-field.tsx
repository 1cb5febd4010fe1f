import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClasses } from './form-styles';

interface SelectFieldProps<V extends string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** What `register('name')` returned. */
  registration: UseFormRegisterReturn;
  /** The choices, in order, and what each is called. */
  values: readonly V[];
  labels: Record<V, string>;
  /** A first, empty choice for "none of them", e.g. "None". */
  emptyLabel?: string;
}

/** A drop-down of fixed choices in an admin form: FormField's label, hint and error around it. */
export function SelectField<V extends string>({
  label,
  hint,
  error,
  registration,
  values,
  labels,
  emptyLabel,
}: SelectFieldProps<V>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={inputClasses('pr-8')} {...registration}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {values.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
