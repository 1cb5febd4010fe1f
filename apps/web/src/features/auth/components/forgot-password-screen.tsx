import { ForgotPasswordInput, MESSAGES } from '@atelier/core';
import { useEffect, useRef } from 'react';

import { useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { AdminEmailField, FormAlert } from './sign-in-fields';

/**
 * /admin/forgot-password: asks for the admin's email and says the same thing whatever it is
 * (the server never tells whether an account exists). The answer replaces the form and takes
 * the focus, so a screen reader reads it at once.
 */
export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, errors } = useSchemaForm(ForgotPasswordInput, { email: '' });
  useEffect(() => {
    if (forgot.isSuccess) doneRef.current?.focus();
  }, [forgot.isSuccess]);

  const onSubmit = handleSubmit((values) => forgot.mutateAsync(values).catch(() => undefined));
  const back = { to: adminPaths.login(), label: '← Back to sign in' };

  if (forgot.isSuccess)
    return (
      <AuthCard title="Check your email" back={back}>
        <p ref={doneRef} tabIndex={-1} className="text-sm focus:outline-none">
          {forgot.data.message}
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title="Forgot password" back={back}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-muted">
          Enter the admin email. If it is the right one, a link to choose a new password will arrive
          in a minute.
        </p>
        {forgot.isError && (
          <FormAlert>{errorMessage(forgot.error, MESSAGES.unexpectedError)}</FormAlert>
        )}
        <AdminEmailField error={errors.email?.message} registration={register('email')} />
        <Button type="submit" className="w-full" loading={forgot.isPending} loadingLabel="Sending">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
