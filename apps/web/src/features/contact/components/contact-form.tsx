import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageInput, MESSAGES } from '@atelier/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
import { serverMessage } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { controlClass, FormField } from './form-field';
import { Honeypot } from './honeypot';

interface ContactFormProps {
  /** Prefilled subject, e.g. a purchase enquiry from the checkout page. */
  initialSubject?: string;
  /** Called with the server's thank-you message. */
  onSent: (message: string) => void;
  /** Focus the first field on mount (after "Send another message"). */
  autoFocus?: boolean;
}

const empty = (subject = ''): ContactMessageInput => ({
  name: '',
  email: '',
  subject,
  message: '',
  website: '',
});

/**
 * The contact form (SPEC §2, §5): the same zod schema as the server, errors beside their
 * fields, focus on the first invalid one (react-hook-form's shouldFocusError).
 */
export function ContactForm({ initialSubject, onSent, autoFocus = false }: ContactFormProps) {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageInput),
    defaultValues: empty(initialSubject),
  });
  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ subject, website, ...values }) => {
    try {
      const result = await send.mutateAsync({
        ...values,
        subject: subject || undefined,
        website: website || undefined,
      });
      onSent(result.message);
    } catch {
      // Shown below from the mutation's error; the visitor's text stays in the form.
    }
  });

  const input = `${controlClass} min-h-11`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              className={input}
              {...register('name')}
            />
          )}
        </FormField>
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
      </div>
      <FormField label="Subject" note="optional" error={errors.subject?.message}>
        {(control) => <input {...control} type="text" className={input} {...register('subject')} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={7}
            className={`${controlClass} py-2`}
            {...register('message')}
          />
        )}
      </FormField>
      <Honeypot {...register('website')} />

      {send.isError && (
        <p
          role="alert"
          className="border-l-2 border-danger bg-surface px-4 py-3 text-sm text-danger"
        >
          {serverMessage(send.error, MESSAGES.contactFailed)}
        </p>
      )}
      <Button type="submit" size="lg" loading={send.isPending} loadingLabel="Sending">
        Send Message
      </Button>
    </form>
  );
}
