import { MESSAGES } from '@atelier/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from '@/components/admin';
import { errorMessage, notify } from '@/lib/toast';

/**
 * A failed account change: the server's field errors ("Current password is incorrect") go
 * under their fields, the first one focused; anything else is a toast.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const known = serverFieldErrors(error).filter((f) => fields.includes(f.path as Path<T>));
  known.forEach((f, i) =>
    setError(f.path as Path<T>, { type: 'server', message: f.message }, { shouldFocus: i === 0 }),
  );
  if (!known.length) notify.error(errorMessage(error, MESSAGES.unexpectedError));
}
