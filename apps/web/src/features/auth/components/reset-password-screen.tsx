import { MESSAGES, ResetPasswordInput } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';

import { Button } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { FormAlert, RevealablePasswordField } from './sign-in-fields';
import { schemaResolver } from '@/components/form';

/** The token of the emailed link travels in the fragment (#token=…), never sent to a server. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /admin/reset-password#token=…: sets a new password (every session is signed out), then
 * goes to the sign-in page with the server's confirmation.
 */
export function ResetPasswordScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = tokenOf(hash);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: schemaResolver(ResetPasswordInput),
    values: { token, password: '' },
  });
  const back = { to: adminPaths.login(), label: '← Back to sign in' };

  if (!token)
    return (
      <AuthCard title="Reset password" back={back}>
        <p className="text-sm">
          This page needs the link from the reset email.{' '}
          <Link
            to={adminPaths.forgotPassword()}
            className="text-accent underline underline-offset-4"
          >
            Ask for a new link
          </Link>
          .
        </p>
      </AuthCard>
    );

  const onSubmit = handleSubmit((values) =>
    reset
      .mutateAsync(values)
      .then((result) => {
        notify.success(result.message);
        void navigate(adminPaths.login(), { replace: true });
      })
      .catch(() => undefined),
  );

  return (
    <AuthCard title="Choose a new password" back={back}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {reset.isError && (
          <FormAlert>
            <p>{errorMessage(reset.error, MESSAGES.unexpectedError)}</p>
            <p className="mt-2">
              <Link to={adminPaths.forgotPassword()} className="underline underline-offset-4">
                Ask for a new link
              </Link>
            </p>
          </FormAlert>
        )}
        {errors.token && (
          <p role="alert" className="text-sm text-danger">
            {errors.token.message}
          </p>
        )}
        <RevealablePasswordField
          label="New password"
          hint="At least 12 characters. Every device will be signed out."
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          registration={register('password')}
        />
        <Button type="submit" className="w-full" loading={reset.isPending} loadingLabel="Saving">
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
