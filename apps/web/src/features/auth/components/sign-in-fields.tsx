import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses, TextField } from '@/components/admin';

/** Why a sign-in step failed, boxed above the form and announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
      {children}
    </div>
  );
}

/** The admin's email, focused first: the sign-in and forgot-password screens start with it. */
export function AdminEmailField({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="Email"
      error={error}
      type="email"
      autoComplete="username"
      inputMode="email"
      autoFocus
      registration={registration}
    />
  );
}

interface RevealablePasswordFieldProps {
  label: string;
  hint?: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  registration: UseFormRegisterReturn;
}

/** A password field with "Show password" beside its label (typing blind on a phone is error-prone). */
export function RevealablePasswordField({
  label,
  hint,
  error,
  autoComplete,
  autoFocus,
  registration,
}: RevealablePasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      aside={
        <button
          type="button"
          className="text-xs text-accent underline underline-offset-4"
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide password' : 'Show password'}
        </button>
      }
    >
      {(control) => (
        <input
          {...control}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          className={inputClasses()}
          {...registration}
        />
      )}
    </FormField>
  );
}
