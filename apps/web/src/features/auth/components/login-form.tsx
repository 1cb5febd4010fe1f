import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput, MESSAGES } from '@atelier/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { useLogin } from '../api/login';

/**
 * Email and password (LoginInput from core: the server validates with the same schema). The
 * server's answer on failure ("Invalid email or password", or the throttle's "Too many
 * attempts. Please try again later.") shows above the fields and is announced.
 */
export function LoginForm() {
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });

  // Success needs no handling here: the session is set and the login screen moves on.
  const onSubmit = handleSubmit((values) => login.mutateAsync(values).catch(() => undefined));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {login.isError && (
        <p
          role="alert"
          className="border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {errorMessage(login.error, MESSAGES.unexpectedError)}
        </p>
      )}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            className={inputClasses()}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        aside={
          <button
            type="button"
            className="text-xs text-accent underline underline-offset-4"
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        }
      >
        {(control) => (
          <input
            {...control}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={inputClasses()}
            {...register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" loading={login.isPending} loadingLabel="Signing in">
        Sign in
      </Button>
    </form>
  );
}
