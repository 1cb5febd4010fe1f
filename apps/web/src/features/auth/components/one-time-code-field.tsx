import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';

interface OneTimeCodeFieldProps {
  label: string;
  hint: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/**
 * A code to type from an app or an email: digits keyboard on phones, offered by the phone's
 * one-time-code autofill, never autocorrected.
 */
export function OneTimeCodeField({ label, hint, error, registration }: OneTimeCodeFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          className={inputClasses('tracking-widest')}
          {...registration}
        />
      )}
    </FormField>
  );
}
