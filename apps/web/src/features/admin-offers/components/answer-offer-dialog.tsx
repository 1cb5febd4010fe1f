import { CounterOfferInput, formatPrice, type OfferWithWork } from '@atelier/core';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, FormDialogActions, FormField, inputClasses } from '@/components/admin';
import { parseNumber, schemaResolver } from '@/components/form';

/** Counter asks for an amount and a note; decline for a note only. */
export type AnswerKind = 'counter' | 'decline';

interface AnswerValues {
  amount: number | null;
  note: string;
}

interface AnswerOfferDialogProps {
  kind: AnswerKind;
  offer: OfferWithWork;
  /** Resolves when the server has the answer; the dialog then closes. */
  onAnswer: (values: { amount?: number; note?: string }) => Promise<unknown>;
  onCancel: () => void;
}

// Decline: the same schema without the amount (DeclineOfferInput is { note }).
const schemas = {
  counter: CounterOfferInput,
  decline: CounterOfferInput.pick({ note: true }),
};

/**
 * The artist's written answer to an offer: a counter-offer (an amount, and a note the buyer
 * reads in the email), or a decline with an optional note.
 */
export function AnswerOfferDialog({ kind, offer, onAnswer, onCancel }: AnswerOfferDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues, unknown, { amount?: number; note?: string }>({
    resolver: schemaResolver(schemas[kind]) as unknown as Resolver<
      AnswerValues,
      unknown,
      { amount?: number; note?: string }
    >,
    defaultValues: { amount: null, note: '' },
  });
  const counter = kind === 'counter';

  const submit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (values) => {
      await onAnswer(values).catch(() => undefined);
    })(event);

  return (
    <FormDialog
      title={counter ? 'Counter the offer' : 'Decline the offer'}
      description={
        <>
          {offer.name} offered {formatPrice(offer.amount)} for “{offer.artwork_title}”.{' '}
          {counter
            ? 'They get an email with your price and a link that reserves the work for them.'
            : 'They get a kind email; your note, if any, is added to it.'}
        </>
      }
      onCancel={onCancel}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {counter && (
          <FormField label="Your price (USD)" error={errors.amount?.message}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={inputClasses('tabular-nums')}
                {...register('amount', { setValueAs: parseNumber })}
              />
            )}
          </FormField>
        )}
        <FormField label="Note to the buyer (optional)" error={errors.note?.message}>
          {(control) => (
            <textarea {...control} rows={3} className={inputClasses()} {...register('note')} />
          )}
        </FormField>
        <FormDialogActions
          submitLabel={counter ? 'Send counter-offer' : 'Decline offer'}
          busyLabel="Sending"
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialog>
  );
}
