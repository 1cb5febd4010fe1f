import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, StatusBadge, inputClasses } from '@/components/admin';

interface PreviewPasswordFieldProps {
  label: string;
  /** From the API: the stored password is never sent, only whether there is one. */
  isSet: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}

/**
 * Write-only: shows whether a password is set and takes a new one. Left empty, the current
 * password stays; the field is never filled from the server.
 */
export function PreviewPasswordField({
  label,
  isSet,
  error,
  registration,
}: PreviewPasswordFieldProps) {
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <StatusBadge tone={isSet ? 'success' : 'warning'}>{isSet ? 'Set' : 'Not set'}</StatusBadge>
      </p>
      <FormField
        label="Set new password"
        hint={
          isSet
            ? 'Leave empty to keep the current password. Share the new one with the people you invite.'
            : 'Without a password, visitors can only unlock the preview by subscribing.'
        }
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className={inputClasses('max-w-sm')}
            {...registration}
          />
        )}
      </FormField>
    </div>
  );
}
