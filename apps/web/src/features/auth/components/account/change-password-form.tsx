import { ChangePasswordInput } from '@atelier/core';
import { Button } from '@/components/ui';
import { useChangePassword } from '../../api/change-password';
import { CurrentPasswordInput, PasswordInput } from './password-input';
import { useAccountForm } from './use-account-form';

/** New password: the current one is required; every other device is signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, errors, onSubmit } = useAccountForm(
    ChangePasswordInput,
    { current_password: '', new_password: '' },
    async (values) => (await change.mutateAsync(values)).message,
    { resetOnSuccess: true },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-5">
      <CurrentPasswordInput
        error={errors.current_password?.message}
        registration={register('current_password')}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint="At least 12 characters."
        error={errors.new_password?.message}
        registration={register('new_password')}
      />
      <Button type="submit" loading={change.isPending} loadingLabel="Saving">
        Change password
      </Button>
    </form>
  );
}
