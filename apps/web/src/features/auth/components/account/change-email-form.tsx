import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailInput } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { Button } from '@/components/ui';
import { notify } from '@/lib/toast';
import { useChangeEmail } from '../../api/change-email';
import { PasswordInput } from './password-input';
import { showSubmitError } from './submit-errors';

const FIELDS = ['email', 'current_password'] as const;

/** The sign-in email: the current password is required; every other device is signed out. */
export function ChangeEmailForm({ email }: { email: string }) {
  const change = useChangeEmail();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInput),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await change.mutateAsync(values);
      reset();
      notify.success(`Email changed to ${user.email}. Other devices are signed out.`);
    } catch (error) {
      showSubmitError(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change email" className="space-y-5">
      <p className="text-sm">
        You sign in as <strong className="font-medium">{email}</strong>.
      </p>
      <FormField label="New email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={inputClasses()}
            {...register('email')}
          />
        )}
      </FormField>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        registration={register('current_password')}
      />
      <Button type="submit" loading={change.isPending} loadingLabel="Saving">
        Change email
      </Button>
    </form>
  );
}
