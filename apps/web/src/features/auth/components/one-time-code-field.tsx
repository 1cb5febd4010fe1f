import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/admin';

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
    <TextField
      label={label}
      hint={hint}
      error={error}
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={64}
      className="tracking-widest"
      registration={registration}
    />
  );
}
