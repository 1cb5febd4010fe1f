import { ReserveForBuyerInput, type Artwork, type CheckoutOptions } from '@atelier/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  FormDialog,
  FormDialogActions,
  FormField,
  inputClasses,
  TextField,
} from '@/components/admin';
import {
  AddressFields,
  emptySaleTerms,
  parseNumber,
  saleTermsField,
  showServerFieldErrors,
  type SaleTermsValues,
  schemaResolver,
} from '@/components/form';
import { Button } from '@/components/ui';
import { useCheckoutOptions } from '@/lib/checkout-options';
import { notify, serverMessage } from '@/lib/toast';
import { useReserveForBuyer } from '../api/offers';

type Work = Pick<Artwork, 'id' | 'title' | 'price' | 'availability' | 'state'>;

/**
 * "Reserve for a buyer" on an available work's edit screen (a collector met at a fair): the
 * work is held for them for the reservation's days and they get the payment link by email.
 * The server refuses a work someone else holds, with the reason.
 */
export function ReserveForBuyer({ artwork }: { artwork: Work }) {
  const [open, setOpen] = useState(false);
  // Not while an order already holds it (its state, decision 048), nor once sold or withdrawn.
  if ((artwork.state?.kind ?? artwork.availability) !== 'available' || artwork.price === null)
    return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Reserve for a buyer
      </Button>
      {open && (
        <ReserveDialog
          artwork={{ ...artwork, price: artwork.price }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ReserveDialog({
  artwork,
  onClose,
}: {
  artwork: Work & { price: number };
  onClose: () => void;
}) {
  const options = useCheckoutOptions();
  return (
    <FormDialog
      title={`Reserve “${artwork.title}”`}
      description="For a buyer you have agreed with: the work is held for them, and they get an email with the total and a private link to pay."
      onCancel={onClose}
      className="max-w-xl"
    >
      {options.data ? (
        <ReserveForm artwork={artwork} options={options.data} onClose={onClose} />
      ) : (
        <p className="mt-5 text-sm text-muted" role="status">
          {options.isError
            ? serverMessage(options.error, 'Could not load the shop’s countries.')
            : 'Loading…'}
        </p>
      )}
    </FormDialog>
  );
}

function ReserveForm({
  artwork,
  options,
  onClose,
}: {
  artwork: Work & { price: number };
  options: CheckoutOptions;
  onClose: () => void;
}) {
  const reserve = useReserveForBuyer();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SaleTermsValues, unknown, ReserveForBuyerInput>({
    resolver: schemaResolver(ReserveForBuyerInput) as unknown as Resolver<
      SaleTermsValues,
      unknown,
      ReserveForBuyerInput
    >,
    defaultValues: emptySaleTerms(artwork.id, artwork.price, options.domestic_country),
  });
  const country = useWatch({ control, name: 'shipping_address.country' });
  // The form replaces the dialog's loading line: focus its first field, as it would on open.
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (values) => {
      try {
        await reserve.mutateAsync(values);
        notify.success(`“${artwork.title}” is reserved for ${values.name}`);
        onClose();
      } catch (error) {
        showServerFieldErrors(error, setError, saleTermsField<SaleTermsValues>);
      }
    })(event);

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Buyer’s name"
          error={errors.name?.message}
          autoComplete="off"
          registration={register('name')}
        />
        <TextField
          label="Buyer’s email"
          type="email"
          error={errors.email?.message}
          autoComplete="off"
          registration={register('email')}
        />
      </div>
      <TextField
        label="Agreed price (USD)"
        hint="Shipping and tax are added as at checkout."
        error={errors.amount?.message}
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums"
        registration={register('amount', { setValueAs: parseNumber })}
      />
      <AddressFields
        options={options}
        country={country}
        register={register}
        setValue={setValue}
        errors={errors}
      />
      <FormField
        label="Note (optional)"
        hint="Kept with the reservation."
        error={errors.note?.message}
      >
        {(c) => <textarea {...c} rows={2} className={inputClasses()} {...register('note')} />}
      </FormField>
      {reserve.isError && (
        <p role="alert" className="border-l-2 border-danger px-3 py-2 text-sm text-danger">
          {serverMessage(reserve.error, 'The work could not be reserved.')}
        </p>
      )}
      <FormDialogActions
        submitLabel="Reserve"
        busyLabel="Reserving"
        busy={isSubmitting}
        onCancel={onClose}
      />
    </form>
  );
}
