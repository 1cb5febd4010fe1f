import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { InputField } from './input-field';

interface EmailFieldProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The form's email field. */
  name: Path<T>;
  error?: string;
  hint?: ReactNode;
}

/**
 * The email field of every public form: the email keyboard on phones, the autofill hint
 * browsers and password managers use, and no spelling marks under an address.
 */
export function EmailField<T extends FieldValues>({
  register,
  name,
  error,
  hint,
}: EmailFieldProps<T>) {
  return (
    <InputField
      label="Email"
      hint={hint}
      error={error}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      register={register}
      name={name}
    />
  );
}
