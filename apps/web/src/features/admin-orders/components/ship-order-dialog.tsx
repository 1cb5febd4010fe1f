import { ShipOrderInput } from '@atelier/core';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  FormDialog,
  FormDialogActions,
  FormField,
  inputClasses,
  TextField,
} from '@/components/admin';
import { schemaResolver } from '@/components/form';

/** Carriers with a tracking link in the buyer's email; any other name is fine too. */
const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'];

interface ShipOrderDialogProps {
  open: boolean;
  orderNumber: string;
  /** Resolves when the server has recorded the shipment; the dialog then closes. */
  onShip: (shipment: ShipOrderInput) => Promise<unknown>;
  onCancel: () => void;
}

/** "Mark shipped": carrier and tracking number (both required), sent to the buyer by email. */
export function ShipOrderDialog({ open, orderNumber, onShip, onCancel }: ShipOrderDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShipOrderInput>({
    resolver: schemaResolver(ShipOrderInput),
    defaultValues: { carrier: '', tracking_number: '' },
  });
  if (!open) return null;

  const submit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (values) => {
      await onShip(values).catch(() => undefined);
    })(event);

  return (
    <FormDialog
      title={`Ship order ${orderNumber}`}
      description="The buyer gets an email with the carrier and tracking number."
      onCancel={onCancel}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <FormField label="Carrier" error={errors.carrier?.message}>
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                list={`${id}-carriers`}
                autoComplete="off"
                className={inputClasses()}
                {...register('carrier')}
              />
              <datalist id={`${id}-carriers`}>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <TextField
          label="Tracking number"
          error={errors.tracking_number?.message}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          registration={register('tracking_number')}
        />
        <FormDialogActions
          submitLabel="Mark shipped"
          busyLabel="Saving"
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialog>
  );
}
