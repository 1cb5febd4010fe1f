import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';

interface PasswordInputProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}

export function PasswordInput({
  label,
  autoComplete,
  error,
  hint,
  registration,
}: PasswordInputProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          className={inputClasses()}
          {...registration}
        />
      )}
    </FormField>
  );
}

/** The current password, which every account change asks for first. */
export function CurrentPasswordInput({
  error,
  registration,
}: Pick<PasswordInputProps, 'error' | 'registration'>) {
  return (
    <PasswordInput
      label="Current password"
      autoComplete="current-password"
      error={error}
      registration={registration}
    />
  );
}
