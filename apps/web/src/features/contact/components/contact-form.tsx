import { ContactMessageInput, MESSAGES } from '@atelier/core';
import { useEffect } from 'react';
import { Button } from '@/components/ui';
import { serverMessage } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  FormFailure,
  Honeypot,
  InputField,
  NameAndEmailFields,
  TextareaField,
  useSchemaForm,
} from '@/components/form';

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
 * The contact form (docs/product.md §2, §5): the same zod schema as the server, errors beside their
 * fields, focus on the first invalid one (react-hook-form's shouldFocusError).
 */
export function ContactForm({ initialSubject, onSent, autoFocus = false }: ContactFormProps) {
  const send = useSendContactMessage();
  const { register, handleSubmit, setFocus, errors } = useSchemaForm(
    ContactMessageInput,
    empty(initialSubject),
  );
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

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-6">
      <NameAndEmailFields register={register} errors={errors} />
      <InputField
        label="Subject"
        optional
        error={errors.subject?.message}
        register={register}
        name="subject"
      />
      <TextareaField
        label="Message"
        error={errors.message?.message}
        rows={7}
        register={register}
        name="message"
      />
      <Honeypot id="contact-website" {...register('website')} />

      {send.isError && (
        <FormFailure>{serverMessage(send.error, MESSAGES.contactFailed)}</FormFailure>
      )}
      <Button type="submit" size="lg" loading={send.isPending} loadingLabel="Sending">
        Send Message
      </Button>
    </form>
  );
}
