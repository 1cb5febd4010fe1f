import { JoinWaitlistInput } from '@atelier/core';
import { useEffect } from 'react';
import {
  EmailField,
  FormFailure,
  Honeypot,
  sendWithHoneypot,
  showServerFieldErrors,
  useSchemaForm,
} from '@/components/form';
import { Button } from '@/components/ui';
import { serverMessage } from '@/lib/toast';
import { useJoinWaitlist } from '../api/join-waitlist';

interface WaitlistFormProps {
  artworkId: number;
  /** Called with the server's answer. */
  onSent: (message: string) => void;
}

/** One field: the address to tell. The server's schema checks it; focus starts in it. */
export function WaitlistForm({ artworkId, onSent }: WaitlistFormProps) {
  const join = useJoinWaitlist();
  const { register, handleSubmit, setFocus, setError, errors } = useSchemaForm(JoinWaitlistInput, {
    artwork_id: artworkId,
    email: '',
    website: '',
  });
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(
    sendWithHoneypot(join.mutateAsync, onSent, (error) =>
      showServerFieldErrors(error, setError, (path) => (path === 'email' ? path : undefined)),
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Tell me about similar work"
      className="space-y-5"
    >
      <p className="text-muted">
        A short email when a new painting joins this work’s collections. You confirm first, and
        every email has a link to stop.
      </p>
      <EmailField register={register} name="email" error={errors.email?.message} />
      <Honeypot id="waitlist-website" {...register('website')} />
      {join.isError && (
        <FormFailure>
          {serverMessage(join.error, 'We could not add your address. Please try again.')}
        </FormFailure>
      )}
      <Button type="submit" loading={join.isPending} loadingLabel="Sending">
        Keep me posted
      </Button>
    </form>
  );
}
