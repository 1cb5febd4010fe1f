import { zodResolver } from '@hookform/resolvers/zod';
import { DisableTwoFactorInput } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
import { notify } from '@/lib/toast';
import { useDisableTwoFactor } from '../../api/two-factor';
import { OneTimeCodeField } from '../one-time-code-field';
import { PasswordInput } from './password-input';
import { showSubmitError } from './submit-errors';

const FIELDS = ['current_password', 'code'] as const;

/** Turning two-factor off needs the password and a code (or a recovery code). */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, formState } = useForm<DisableTwoFactorInput>({
    resolver: zodResolver(DisableTwoFactorInput),
    defaultValues: { current_password: '', code: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      notify.success((await disable.mutateAsync(values)).message);
    } catch (error) {
      showSubmitError(error, setError, FIELDS);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="space-y-5"
    >
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
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
