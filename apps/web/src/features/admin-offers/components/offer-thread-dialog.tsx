import { formatPrice, OfferReplyInput, type OfferMessage, type OfferWithWork } from '@atelier/core';
import { useForm } from 'react-hook-form';
import {
  FormDialog,
  FormDialogActions,
  FormField,
  inputClasses,
  longDate,
} from '@/components/admin';
import { showServerFieldErrors, schemaResolver } from '@/components/form';
import { QueryState, SkeletonText } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useOfferThread, useReplyToOffer } from '../api/offers';

const STEP: Record<OfferMessage['kind'], (m: OfferMessage) => string> = {
  offer: (m) => `Offered ${formatPrice(m.amount ?? 0)}`,
  counter: (m) => `Countered at ${formatPrice(m.amount ?? 0)}`,
  accept: (m) => `Accepted at ${formatPrice(m.amount ?? 0)}`,
  decline: () => 'Declined',
  reply: () => 'Wrote',
};

/**
 * The offer's thread, oldest first, and a reply to the buyer: it is emailed to them (their
 * answer comes back to the artist's mailbox) and kept here, in the thread.
 */
export function OfferThreadDialog({
  offer,
  onClose,
}: {
  offer: OfferWithWork;
  onClose: () => void;
}) {
  const thread = useOfferThread(offer.id);
  const reply = useReplyToOffer(offer.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferReplyInput>({
    resolver: schemaResolver(OfferReplyInput),
    defaultValues: { message: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
      reset();
      notify.success(`Reply sent to ${offer.name}`);
    } catch (error) {
      if (
        !showServerFieldErrors(error, setError, (path) => (path === 'message' ? path : undefined))
      )
        notify.error(errorMessage(error, 'The reply could not be sent'));
    }
  });

  return (
    <FormDialog
      title={`Offer from ${offer.name}`}
      description={`On “${offer.artwork_title}”. Replies are emailed to ${offer.email} and kept here.`}
      onCancel={onClose}
      className="max-w-xl"
    >
      <QueryState query={thread} loading={<SkeletonText lines={3} className="mt-5" />}>
        {(messages) => (
          <ol aria-label="Thread" className="mt-5 max-h-72 space-y-3 overflow-y-auto">
            {messages.map((m) => (
              <li key={m.id} className="border-l-2 border-line pl-3 text-sm">
                <p>
                  <span className="font-medium">{m.author === 'buyer' ? offer.name : 'You'}</span> ·{' '}
                  {STEP[m.kind](m)} ·{' '}
                  <time dateTime={m.created_at} className="text-muted">
                    {longDate(m.created_at)}
                  </time>
                </p>
                {m.body && <p className="mt-1 whitespace-pre-line">{m.body}</p>}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
        <FormField label={`Reply to ${offer.name}`} error={errors.message?.message}>
          {(control) => (
            <textarea {...control} rows={4} className={inputClasses()} {...register('message')} />
          )}
        </FormField>
        <FormDialogActions
          submitLabel="Send reply"
          busyLabel="Sending"
          busy={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
