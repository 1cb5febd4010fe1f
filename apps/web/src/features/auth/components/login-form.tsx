import { LOGIN_STEPS, LoginInput, MESSAGES } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage } from '@/lib/toast';
import { useLogin } from '../api/login';
import { OneTimeCodeField } from './one-time-code-field';
import { AdminEmailField, FormAlert, RevealablePasswordField } from './sign-in-fields';

/** The server asks for a step by error.code once the password is right. */
const stepOf = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === LOGIN_STEPS.twoFactor || error.code === LOGIN_STEPS.emailCode)
    ? error.code
    : null;

/**
 * Email and password (LoginInput from core: the server validates with the same schema). The
 * server's answer on failure ("Invalid email or password", or the throttle's "Too many
 * attempts. Please try again later.") shows above the fields and is announced.
 * When the password is right but the server asks for more (two-factor is on, or the account
 * is under attack and a code was emailed), the matching code field appears below, with the
 * server's explanation as its hint, and takes the focus; the form is sent again with it.
 */
export function LoginForm() {
  const login = useLogin();
  const [asked, setAsked] = useState({ code: false, emailCode: false, message: '' });
  const { register, handleSubmit, setFocus, errors } = useSchemaForm(LoginInput, {
    email: '',
    password: '',
    code: '',
    email_code: '',
  });

  // Success needs no handling here: the session is set and the login screen moves on.
  const onSubmit = handleSubmit(({ code, email_code, ...credentials }) =>
    // Codes go only once asked for: a plain sign-in sends email and password alone.
    login
      .mutateAsync({
        ...credentials,
        ...(code ? { code } : {}),
        ...(email_code ? { email_code } : {}),
      })
      .catch((error: unknown) => {
        const step = stepOf(error);
        if (!step) return;
        const message = (error as ApiError).message;
        setAsked((was) =>
          step === LOGIN_STEPS.twoFactor
            ? { ...was, code: true, message }
            : { ...was, emailCode: true, message },
        );
        // After the field renders: the code to type is the next thing to do.
        setTimeout(() => setFocus(step === LOGIN_STEPS.twoFactor ? 'code' : 'email_code'));
      }),
  );
  const showAlert = login.isError && !stepOf(login.error);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {showAlert && <FormAlert>{errorMessage(login.error, MESSAGES.unexpectedError)}</FormAlert>}
      <AdminEmailField error={errors.email?.message} registration={register('email')} />
      <RevealablePasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      {asked.code && (
        <OneTimeCodeField
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          error={errors.code?.message}
          registration={register('code')}
        />
      )}
      {asked.emailCode && (
        <OneTimeCodeField
          label="Emailed code"
          hint={asked.message}
          error={errors.email_code?.message}
          registration={register('email_code')}
        />
      )}
      <p role="status" className="sr-only">
        {asked.code || asked.emailCode ? asked.message : ''}
      </p>
      <Button type="submit" className="w-full" loading={login.isPending} loadingLabel="Signing in">
        Sign in
      </Button>
      <p className="text-center text-sm">
        <Link to={adminPaths.forgotPassword()} className="text-accent underline underline-offset-4">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
