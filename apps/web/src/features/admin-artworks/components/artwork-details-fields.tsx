import { TextField } from '@/components/admin';
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
      <TextField
        label="Title"
        error={errors.title?.message}
        autoComplete="off"
        registration={register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Year"
          error={errors.year_created?.message}
          inputMode="numeric"
          registration={register('year_created', asNumber)}
        />
        <TextField
          label="Material"
          hint="e.g. Oil"
          error={errors.material?.message}
          registration={register('material')}
        />
        <TextField
          label="Substrate"
          hint="e.g. Linen"
          error={errors.substrate?.message}
          registration={register('substrate')}
        />
      </div>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <TextField
          label="Height (inches)"
          error={errors.height?.message}
          inputMode="decimal"
          registration={register('height', asNumber)}
        />
        <TextField
          label="Width (inches)"
          error={errors.width?.message}
          inputMode="decimal"
          registration={register('width', asNumber)}
        />
      </div>
    </>
  );
}
