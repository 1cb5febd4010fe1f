import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClasses } from './form-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  type?: 'text' | 'email' | 'url' | 'tel';
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Beside the label, e.g. a character count. */
  aside?: ReactNode;
  /** What `register('name', options)` returned; a field kept in state passes value and onChange instead. */
  registration?: UseFormRegisterReturn;
  /** Classes of the field (label, input, hint, error) as a whole. */
  fieldClassName?: string;
}

/** A one-line input (text, email, URL or phone) in an admin form: FormField's label, hint and error around it. */
export function TextField({
  label,
  hint,
  error,
  aside,
  registration,
  fieldClassName,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} aside={aside} className={fieldClassName}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={inputClasses(className)}
          {...input}
          {...registration}
        />
      )}
    </FormField>
  );
}
