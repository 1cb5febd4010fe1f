import { FormField, inputClasses } from '@/components/admin';
import { parseNumber } from '@/components/form';
import type { ArtworkFormApi } from './artwork-form-model';

type Form = ArtworkFormApi;
const asNumber = { setValueAs: parseNumber };

/** Title, year, medium and size: the museum label of the work. */
export function ArtworkDetailsFields({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            className={inputClasses()}
            {...register('title')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Year" error={errors.year_created?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              className={inputClasses()}
              {...register('year_created', asNumber)}
            />
          )}
        </FormField>
        <FormField label="Material" hint="e.g. Oil" error={errors.material?.message}>
          {(control) => (
            <input {...control} type="text" className={inputClasses()} {...register('material')} />
          )}
        </FormField>
        <FormField label="Substrate" hint="e.g. Linen" error={errors.substrate?.message}>
          {(control) => (
            <input {...control} type="text" className={inputClasses()} {...register('substrate')} />
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <FormField label="Height (inches)" error={errors.height?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              className={inputClasses()}
              {...register('height', asNumber)}
            />
          )}
        </FormField>
        <FormField label="Width (inches)" error={errors.width?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              className={inputClasses()}
              {...register('width', asNumber)}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
