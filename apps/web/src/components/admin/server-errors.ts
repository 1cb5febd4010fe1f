import { ApiError } from '@/lib/api-client';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * The field errors of a failed save: the server's details [{ path, message }] (ARCHITECTURE
 * error envelope). Empty when the failure was not about fields.
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
