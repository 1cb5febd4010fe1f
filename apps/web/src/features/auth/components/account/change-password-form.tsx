import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordInput } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../../api/change-password';
import { PasswordInput } from './password-input';
import { showSubmitError } from './submit-errors';

const FIELDS = ['current_password', 'new_password'] as const;

/** New password: the current one is required; every other device is signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      reset();
      notify.success(result.message);
    } catch (error) {
      showSubmitError(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-5">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
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
