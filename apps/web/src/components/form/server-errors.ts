import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * The field errors of a failed request: the error envelope's details [{ path, message }].
 * Empty when the failure was not about fields.
 */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path.join('.') : path;
    return typeof field === 'string' && field && typeof message === 'string'
      ? [{ path: field, message }]
      : [];
  });
}

/**
 * Shows the server's field errors under their fields, the first one focused. `fieldOf` names
 * the form field a server path belongs to, or nothing when the form has no such field.
 * Returns how many were shown: with none, the caller shows the failure another way.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | undefined,
): number {
  const shown = serverFieldErrors(error).flatMap(({ path, message }) => {
    const field = fieldOf(path);
    return field ? [{ field, message }] : [];
  });
  shown.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return shown.length;
}
