import { DisableTwoFactorInput } from '@atelier/core';
import { Button } from '@/components/ui';
import { useDisableTwoFactor } from '../../api/two-factor';
import { OneTimeCodeField } from '../one-time-code-field';
import { CurrentPasswordInput } from './password-input';
import { useAccountForm } from './use-account-form';

/** Turning two-factor off needs the password and a code (or a recovery code). */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const { register, errors, onSubmit } = useAccountForm(
    DisableTwoFactorInput,
    { current_password: '', code: '' },
    async (values) => (await disable.mutateAsync(values)).message,
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="space-y-5"
    >
      <CurrentPasswordInput
        error={errors.current_password?.message}
        registration={register('current_password')}
      />
      <OneTimeCodeField
        label="Authentication code"
        hint="From your authenticator app, or a recovery code."
        error={errors.code?.message}
        registration={register('code')}
      />
      <Button type="submit" variant="danger" loading={disable.isPending} loadingLabel="Turning off">
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
