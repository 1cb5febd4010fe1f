import { AVAILABILITY_VALUES } from '@atelier/core';
import { Controller } from 'react-hook-form';
import { FormField, SelectField, inputClasses } from '@/components/admin';
import { Switch } from '@/components/ui';
import { parseNumber } from '@/components/form';
import { AVAILABILITY_LABELS, type ArtworkFormApi } from './artwork-form-model';

type Form = ArtworkFormApi;

/** Availability and price (whole dollars). */
export function ArtworkSaleFields({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <SelectField
        label="Availability"
        hint="Only available works show a price and can be bought."
        error={errors.availability?.message}
        registration={register('availability')}
        values={AVAILABILITY_VALUES}
        labels={AVAILABILITY_LABELS}
      />
      <FormField
        label="Price (USD)"
        hint="Whole dollars, without shipping."
        error={errors.price?.message}
      >
        {(control) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
            >
              $
            </span>
            <input
              {...control}
              type="text"
              inputMode="numeric"
              className={inputClasses('pl-7 tabular-nums')}
              {...register('price', { setValueAs: parseNumber })}
            />
          </div>
        )}
      </FormField>
    </>
  );
}

/** The work's on/off choices, each with a line on what it does. */
const VISIBILITY_SWITCHES = [
  {
    name: 'is_public',
    label: 'Visible on the site',
    hint: 'Hidden works stay here but leave the gallery.',
  },
  {
    name: 'featured',
    label: 'Featured',
    hint: 'Featured works rotate in the home page’s slideshow.',
  },
  {
    name: 'offers_enabled',
    label: 'Accept offers',
    hint: 'Visitors may propose a price for this work, even when offers are off in Settings.',
  },
] as const;

/** Whether visitors see the work, whether home features it, and whether it takes offers. */
export function ArtworkVisibilityFields({ form }: { form: Form }) {
  return (
    <>
      {VISIBILITY_SWITCHES.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div>
              <Switch label={label} checked={field.value} onCheckedChange={field.onChange} />
              <p className="mt-1 text-xs text-muted">{hint}</p>
            </div>
          )}
        />
      ))}
    </>
  );
}
