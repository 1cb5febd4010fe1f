import { POSTAL_CODE_PATTERNS, REGION_CODES, type CheckoutOptions } from '@atelier/core';
import { useId } from 'react';
import type {
  FieldErrors,
  Path,
  PathValue,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { controlClass, Field } from './field';
import { InputField } from './input-field';

/** What the address inputs hold: text everywhere, '' for an empty optional field. */
export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
}

export const emptyAddress = (country: string): AddressValues => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country,
});

/** The labels an address uses in a country: "State" and "ZIP code" in the US. */
export function addressLabels(country: string) {
  const regions = REGION_CODES[country];
  const postal = POSTAL_CODE_PATTERNS[country];
  return {
    regions,
    region: country === 'US' ? 'State' : country === 'CA' ? 'Province' : 'Region',
    /** Free-text regions are optional; listed ones are required. */
    regionOptional: !regions,
    postalCode: country === 'US' ? 'ZIP code' : 'Postal code',
    postalOptional: !postal,
    postalExample: postal?.example,
  };
}

type WithAddress = { shipping_address: AddressValues };

interface AddressFieldsProps<T extends WithAddress> {
  options: Pick<CheckoutOptions, 'countries' | 'domestic_country'>;
  /** The country chosen so far: it decides the region list and the postal code rule. */
  country: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<WithAddress>;
}

const selectClass = cn(controlClass, 'pr-8');

/**
 * The shipping address of a checkout or an offer: country first (it changes the rest), then the street, city, a region
 * select where a country has fixed regions (US states, Canadian provinces) and a postal code
 * checked per country where the format is simple.
 */
export function AddressFields<T extends WithAddress>({
  options,
  country,
  register,
  setValue,
  errors,
}: AddressFieldsProps<T>) {
  const headingId = useId();
  const labels = addressLabels(country);
  const path = (key: keyof AddressValues) => `shipping_address.${key}` as Path<T>;
  const e = errors.shipping_address;
  const domestic = options.countries.find((c) => c.code === options.domestic_country);
  const others = options.countries.filter((c) => c.code !== options.domestic_country);

  const countryField = register(path('country'), {
    // Another country's regions are other codes: start the region again.
    onChange: () => setValue(path('region'), '' as PathValue<T, Path<T>>),
  });

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="text-2xl">
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
      <InputField
        label="Address"
        error={e?.line1?.message}
        autoComplete="address-line1"
        register={register}
        name={path('line1')}
      />
      <InputField
        label="Apartment, suite, etc."
        optional
        error={e?.line2?.message}
        autoComplete="address-line2"
        register={register}
        name={path('line2')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          label="City"
          error={e?.city?.message}
          autoComplete="address-level2"
          register={register}
          name={path('city')}
        />
        <Field label={labels.region} optional={labels.regionOptional} error={e?.region?.message}>
          {(control) =>
            labels.regions ? (
              <select
                {...control}
                autoComplete="address-level1"
                className={selectClass}
                {...register(path('region'))}
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
                {...register(path('region'))}
              />
            )
          }
        </Field>
        <InputField
          label={labels.postalCode}
          optional={labels.postalOptional}
          error={e?.postal_code?.message}
          autoComplete="postal-code"
          placeholder={labels.postalExample?.split(' or ')[0]}
          register={register}
          name={path('postal_code')}
        />
      </div>
    </section>
  );
}
