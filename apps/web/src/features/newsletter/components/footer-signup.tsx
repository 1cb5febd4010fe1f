import { MESSAGES, NewsletterSignupInput } from '@atelier/core';
import { useId, useState } from 'react';
import { useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui';
import { serverMessage } from '@/lib/toast';
import { useSubscribe } from '../api/subscribe';

/**
 * Footer newsletter signup (docs/product.md §2, §5, §8). The result shows inline (not as a toast) so it
 * sits beside the field and is announced once.
 */
export function FooterSignup() {
  const id = useId();
  const subscribe = useSubscribe();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, errors } = useSchemaForm(NewsletterSignupInput, {
    email: '',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus(null);
    try {
      const result = await subscribe.mutateAsync({ email, source: 'footer' });
      setStatus({ kind: 'success', text: result.message });
      reset();
    } catch (error) {
      setStatus({ kind: 'error', text: serverMessage(error, MESSAGES.newsletterFailed) });
    }
  });

  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const fieldError = errors.email?.message;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-sm space-y-3"
    >
      <h2 id={`${id}-title`} className="text-xl">
        Join the mailing list
      </h2>
      <p className="text-sm text-muted">
        New paintings, exhibitions and studio news, a few times a year.
      </p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="Email address"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={
            [fieldError && errorId, status && statusId].filter(Boolean).join(' ') || undefined
          }
          className="min-h-11 min-w-0 flex-1 border border-line bg-surface px-3 text-sm placeholder:text-muted"
          {...register('email')}
        />
        <Button type="submit" loading={subscribe.isPending} loadingLabel="Subscribing">
          Subscribe
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className="text-sm text-danger">
          {fieldError}
        </p>
      )}
      <p
        id={statusId}
        role="status"
        className={status?.kind === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}
      >
        {status?.text}
      </p>
    </form>
  );
}
