import {
  MESSAGES,
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  SubscribeInput,
} from '@atelier/core';
import { useState } from 'react';
import { EmailAndNameFields, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import { serverMessage } from '@/lib/toast';
import { useSubscribe } from '../api/subscribe';

type Result = { kind: 'success' | 'error'; text: string };

/**
 * Subscribe with an email, optionally a name, and the topics to hear about (all ticked to
 * start with; SubscribeInput, source "mailing-list"). The server's answer shows under the
 * button and stays until the next attempt.
 */
export function SubscribeForm() {
  const subscribe = useSubscribe();
  const [result, setResult] = useState<Result | null>(null);
  const { register, handleSubmit, reset, errors } = useSchemaForm(SubscribeInput, {
    email: '',
    first_name: '',
    last_name: '',
    preferences: { topics: [...NEWSLETTER_TOPICS] },
  });

  const onSubmit = handleSubmit(async ({ email, first_name, last_name, preferences }) => {
    setResult(null);
    try {
      const answer = await subscribe.mutateAsync({
        email,
        first_name: first_name || undefined,
        last_name: last_name || undefined,
        preferences,
      });
      setResult({ kind: 'success', text: answer.message });
      reset();
    } catch (error) {
      setResult({ kind: 'error', text: serverMessage(error, MESSAGES.newsletterFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscribe" className="space-y-6">
      <EmailAndNameFields register={register} errors={errors} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Write to me about</legend>
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic} className="flex items-center gap-3 text-base">
            <input
              type="checkbox"
              value={topic}
              className="size-4 accent-ink"
              {...register('preferences.topics')}
            />
            {NEWSLETTER_TOPIC_LABELS[topic]}
          </label>
        ))}
      </fieldset>
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
