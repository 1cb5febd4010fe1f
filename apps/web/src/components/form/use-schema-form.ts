import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './schema-resolver';

/**
 * A form checked in the browser by the same zod schema the server checks it with, so the
 * visitor sees the server's own messages beside the fields before anything is sent. `errors`
 * is the form's current field errors. Its words are schemaResolver's.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T>({
    resolver: schemaResolver(schema),
    defaultValues,
  });
  return { ...form, errors: form.formState.errors };
}
