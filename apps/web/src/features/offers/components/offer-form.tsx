import { formatPrice, MakeOfferInput } from '@atelier/core';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  AddressFields,
  emptySaleTerms,
  FormFailure,
  Honeypot,
  InputField,
  NameAndEmailFields,
  parseNumber,
  sendWithHoneypot,
  saleTermsField,
  showServerFieldErrors,
  TextareaField,
  type SaleTermsValues,
  schemaResolver,
} from '@/components/form';
import { Button, Skeleton } from '@/components/ui';
import { useCheckoutOptions } from '@/lib/checkout-options';
import { serverMessage } from '@/lib/toast';
import { useMakeOffer } from '../api/make-offer';

/** The sale's terms, and the trap field only bots fill. */
interface OfferFormValues extends SaleTermsValues {
  website: string;
}

interface OfferFormProps {
  artwork: { id: number; title: string; price: number };
  /** Called with the server's answer (received, or politely declined). */
  onSent: (message: string) => void;
}

const SENT_FAILED = 'We could not send your offer. Please try again.';

/**
 * "Make an offer": the amount, who offers, an optional note, and where the work would go (the
 * server prices shipping and tax as at checkout if the artist accepts). Checked by the
 * server's own schema, errors beside their fields; focus starts on the amount.
 */
export function OfferForm({ artwork, onSent }: OfferFormProps) {
  const options = useCheckoutOptions();
  if (!options.data) return <Skeleton className="h-[36rem] w-full" />;
  return <OfferFields artwork={artwork} onSent={onSent} options={options.data} />;
}

function OfferFields({
  artwork,
  onSent,
  options,
}: OfferFormProps & { options: NonNullable<ReturnType<typeof useCheckoutOptions>['data']> }) {
  const send = useMakeOffer();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, MakeOfferInput>({
    resolver: schemaResolver(MakeOfferInput) as unknown as Resolver<
      OfferFormValues,
      unknown,
      MakeOfferInput
    >,
    defaultValues: { ...emptySaleTerms(artwork.id, null, options.domestic_country), website: '' },
  });
  const country = useWatch({ control, name: 'shipping_address.country' });
  useEffect(() => setFocus('amount'), [setFocus]);

  const onSubmit = handleSubmit(
    sendWithHoneypot(send.mutateAsync, onSent, (error) =>
      // A field the server refused shows beside it; anything else, in the alert below.
      showServerFieldErrors(error, setError, saleTermsField<OfferFormValues>),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Make an offer" className="space-y-6">
      <InputField
        label="Your offer (USD)"
        hint={`Whole dollars. The asking price is ${formatPrice(artwork.price)}.`}
        error={errors.amount?.message}
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums"
        register={register}
        name="amount"
        rules={{ setValueAs: parseNumber }}
      />
      <NameAndEmailFields
        register={register}
        errors={errors}
        className="grid gap-5 sm:grid-cols-2"
      />
      <TextareaField
        label="A note to the artist"
        optional
        error={errors.note?.message}
        rows={3}
        register={register}
        name="note"
      />
      <AddressFields
        options={options}
        country={country}
        register={register}
        setValue={setValue}
        errors={errors}
      />
      <p className="text-sm text-muted">
        If the artist accepts, {artwork.title} is reserved for you and you get a private link to
        pay. Shipping and tax are added as at checkout.
      </p>
      <Honeypot id="offer-website" {...register('website')} />
      {send.isError && <FormFailure>{serverMessage(send.error, SENT_FAILED)}</FormFailure>}
      <Button type="submit" loading={send.isPending} loadingLabel="Sending">
        Send offer
      </Button>
    </form>
  );
}
