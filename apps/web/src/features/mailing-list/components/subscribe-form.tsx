import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SubscribeInput } from '@atelier/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import { serverMessage } from '@/lib/toast';
import { useSubscribe } from '../api/subscribe';
import { controlClass, FormField } from './form-field';

type Result = { kind: 'success' | 'error'; text: string };

/**
 * Subscribe with an email and, optionally, a name (SubscribeInput, source "mailing-list").
 * The server's answer shows under the button and stays until the next attempt.
 */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscribeInput>({
    resolver: zodResolver(SubscribeInput),
    defaultValues: { email: '', first_name: '', last_name: '' },
  });

  const onSubmit = handleSubmit(async ({ email, first_name, last_name }) => {
    setResult(null);
    try {
      const answer = await subscribe.mutateAsync({
        email,
        first_name: first_name || undefined,
        last_name: last_name || undefined,
      });
      setResult({ kind: 'success', text: answer.message });
      reset();
    } catch (error) {
      setResult({ kind: 'error', text: serverMessage(error, MESSAGES.newsletterFailed) });
    }
  });

  const input = `${controlClass} min-h-11`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscribe" className="space-y-6">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            className={input}
            {...register('email')}
          />
        )}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="First name" note="optional" error={errors.first_name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="given-name"
              className={input}
              {...register('first_name')}
            />
          )}
        </FormField>
        <FormField label="Last name" note="optional" error={errors.last_name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="family-name"
              className={input}
              {...register('last_name')}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" loading={subscribe.isPending} loadingLabel="Subscribing">
        Subscribe
      </Button>
      {/* Always in the DOM so screen readers announce the text when it arrives. */}
      <p
        role="status"
        className={cn('text-base', result?.kind === 'error' ? 'text-danger' : 'text-success')}
      >
        {result?.text}
      </p>
    </form>
  );
}
