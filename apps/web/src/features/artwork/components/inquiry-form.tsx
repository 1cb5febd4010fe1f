import { ArtworkInquiryInput, MESSAGES } from '@atelier/core';
import { useEffect } from 'react';
import {
  FormFailure,
  Honeypot,
  NameAndEmailFields,
  sendWithHoneypot,
  showServerFieldErrors,
  TextareaField,
  useSchemaForm,
} from '@/components/form';
import { Button } from '@/components/ui';
import { serverMessage } from '@/lib/toast';
import { useAskAboutArtwork } from '../api/ask-about-artwork';

interface InquiryFormProps {
  artworkId: number;
  /** Called with the server's thank-you message. */
  onSent: (message: string) => void;
}

/**
 * The question about one work: name, email and message, checked by the server's own schema,
 * errors beside their fields. Focus starts in the first field: the visitor just asked for it.
 */
export function InquiryForm({ artworkId, onSent }: InquiryFormProps) {
  const ask = useAskAboutArtwork();
  const { register, handleSubmit, setFocus, setError, errors } = useSchemaForm(
    ArtworkInquiryInput,
    { artwork_id: artworkId, name: '', email: '', message: '', website: '' },
  );
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(
    sendWithHoneypot(ask.mutateAsync, onSent, (error) =>
      // A field the server refused shows beside it; anything else, in the alert below.
      showServerFieldErrors(error, setError, (path) =>
        path === 'name' || path === 'email' || path === 'message' ? path : undefined,
      ),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ask about this work" className="space-y-5">
      <NameAndEmailFields
        register={register}
        errors={errors}
        className="grid gap-5 sm:grid-cols-2"
      />
      <TextareaField
        label="Your question"
        error={errors.message?.message}
        rows={5}
        register={register}
        name="message"
      />
      <Honeypot id="inquiry-website" {...register('website')} />
      {ask.isError && <FormFailure>{serverMessage(ask.error, MESSAGES.contactFailed)}</FormFailure>}
      <Button type="submit" loading={ask.isPending} loadingLabel="Sending">
        Send question
      </Button>
    </form>
  );
}
