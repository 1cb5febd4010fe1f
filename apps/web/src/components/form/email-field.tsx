import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, Field } from './field';

interface EmailFieldProps {
  /** `register('email')` of the form. */
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}

/**
 * The email field of every public form: the email keyboard on phones, the autofill hint
 * browsers and password managers use, and no spelling marks under an address.
 */
export function EmailField({ registration, error, hint }: EmailFieldProps) {
  return (
    <Field label="Email" hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          className={controlClass}
          {...registration}
        />
      )}
    </Field>
  );
}
