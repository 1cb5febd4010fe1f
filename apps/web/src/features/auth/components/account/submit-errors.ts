import { MESSAGES } from '@atelier/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/form';
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
  const shown = showServerFieldErrors(error, setError, (path) =>
    fields.find((field) => field === path),
  );
  if (shown === 0) notify.error(errorMessage(error, MESSAGES.unexpectedError));
}
