import { MESSAGES } from '@atelier/core';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors, useSchemaForm } from '@/components/form';
import { errorMessage, notify } from '@/lib/toast';

/**
 * A form of the account screen, checked by the server's own schema. `submit` sends it and
 * answers what to say once it is done (nothing: say nothing). A failed change shows the
 * server's field errors ("Current password is incorrect") under the form's fields, the first
 * one focused; anything else is a toast.
 */
export function useAccountForm<T extends Record<string, string>>(
  schema: z.ZodType<T, T>,
  defaultValues: T,
  submit: (values: T) => Promise<string | void>,
  { resetOnSuccess = false } = {},
) {
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(
    schema,
    defaultValues as DefaultValues<T>,
  );
  const fields = Object.keys(defaultValues) as Path<T>[];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const done = await submit(values);
      if (resetOnSuccess) reset();
      if (done) notify.success(done);
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, (path) =>
        fields.find((field) => field === path),
      );
      if (shown === 0) notify.error(errorMessage(error, MESSAGES.unexpectedError));
    }
  });

  return { register, errors, onSubmit };
}
