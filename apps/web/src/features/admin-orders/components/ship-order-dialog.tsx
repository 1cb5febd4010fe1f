import { zodResolver } from '@hookform/resolvers/zod';
import { ShipOrderInput } from '@atelier/core';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { Button, buttonClasses } from '@/components/ui';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';

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
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onCancel });
  useBodyScrollLock(open);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShipOrderInput>({
    resolver: zodResolver(ShipOrderInput),
    defaultValues: { carrier: '', tracking_number: '' },
  });
  if (!open) return null;

  const submit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (values) => {
      await onShip(values).catch(() => undefined);
    })(event);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/40" onClick={onCancel} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="relative w-full max-w-md animate-fade-in border border-line bg-surface p-6 shadow-lg"
      >
        <h2 id={`${id}-title`} className="text-2xl">
          Ship order {orderNumber}
        </h2>
        <p className="mt-1 text-sm text-muted">
          The buyer gets an email with the carrier and tracking number.
        </p>
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
          <FormField label="Tracking number" error={errors.tracking_number?.message}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                className={inputClasses('font-mono')}
                {...register('tracking_number')}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
              Cancel
            </button>
            <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
              Mark shipped
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
