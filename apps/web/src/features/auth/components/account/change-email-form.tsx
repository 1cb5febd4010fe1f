import { ChangeEmailInput } from '@atelier/core';
import { TextField } from '@/components/admin';
import { Button } from '@/components/ui';
import { useChangeEmail } from '../../api/change-email';
import { CurrentPasswordInput } from './password-input';
import { useAccountForm } from './use-account-form';

/** The sign-in email: the current password is required; every other device is signed out. */
export function ChangeEmailForm({ email }: { email: string }) {
  const change = useChangeEmail();
  const { register, errors, onSubmit } = useAccountForm(
    ChangeEmailInput,
    { email: '', current_password: '' },
    async (values) => {
      const user = await change.mutateAsync(values);
      return `Email changed to ${user.email}. Other devices are signed out.`;
    },
    { resetOnSuccess: true },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change email" className="space-y-5">
      <p className="text-sm">
        You sign in as <strong className="font-medium">{email}</strong>.
      </p>
      <TextField
        label="New email"
        error={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
      />
      <CurrentPasswordInput
        error={errors.current_password?.message}
        registration={register('current_password')}
      />
      <Button type="submit" loading={change.isPending} loadingLabel="Saving">
        Change email
      </Button>
    </form>
  );
}
