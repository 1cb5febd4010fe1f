import type { CheckoutOptions } from '@atelier/core';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { addressLabels, type CheckoutFormValues } from '../lib/checkout-form';
import { controlClass, Field } from './field';

interface AddressFieldsProps {
  options: CheckoutOptions;
  /** The country chosen so far: it decides the region list and the postal code rule. */
  country: string;
  register: UseFormRegister<CheckoutFormValues>;
  setValue: UseFormSetValue<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

const selectClass = cn(controlClass, 'pr-8');

/**
 * The shipping address: country first (it changes the rest), then the street, city, a region
 * select where a country has fixed regions (US states, Canadian provinces) and a postal code
 * checked per country where the format is simple.
 */
export function AddressFields({
  options,
  country,
  register,
  setValue,
  errors,
}: AddressFieldsProps) {
  const labels = addressLabels(country);
  const e = errors.shipping_address;
  const domestic = options.countries.find((c) => c.code === options.domestic_country);
  const others = options.countries.filter((c) => c.code !== options.domestic_country);

  const countryField = register('shipping_address.country', {
    // Another country's regions are other codes: start the region again.
    onChange: () => setValue('shipping_address.region', ''),
  });

  return (
    <section aria-labelledby="checkout-shipping" className="space-y-5">
      <h2 id="checkout-shipping" className="text-2xl">
        Shipping address
      </h2>
      <Field label="Country" error={e?.country?.message}>
        {(control) => (
          <select {...control} autoComplete="country" className={selectClass} {...countryField}>
            {domestic && <option value={domestic.code}>{domestic.name}</option>}
            {others.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Address" error={e?.line1?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="address-line1"
            className={controlClass}
            {...register('shipping_address.line1')}
          />
        )}
      </Field>
      <Field label="Apartment, suite, etc." optional error={e?.line2?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="address-line2"
            className={controlClass}
            {...register('shipping_address.line2')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="City" error={e?.city?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="address-level2"
              className={controlClass}
              {...register('shipping_address.city')}
            />
          )}
        </Field>
        <Field label={labels.region} optional={labels.regionOptional} error={e?.region?.message}>
          {(control) =>
            labels.regions ? (
              <select
                {...control}
                autoComplete="address-level1"
                className={selectClass}
                {...register('shipping_address.region')}
              >
                <option value="">Select…</option>
                {Object.entries(labels.regions).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                type="text"
                autoComplete="address-level1"
                className={controlClass}
                {...register('shipping_address.region')}
              />
            )
          }
        </Field>
        <Field
          label={labels.postalCode}
          optional={labels.postalOptional}
          error={e?.postal_code?.message}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="postal-code"
              placeholder={labels.postalExample?.split(' or ')[0]}
              className={controlClass}
              {...register('shipping_address.postal_code')}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
