import { ApiError } from '@/lib/api-client';

/**
 * docs/product.md §8: page content calls that fail show a fixed message ("Failed to update page
 * content"...). The status and the server's field details are kept so fields can still show
 * what was wrong, and a 401 still signs the user out (the api-client did that already).
 */
export async function withFailureMessage<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const status = error instanceof ApiError ? error.status : 0;
    const details = error instanceof ApiError ? error.details : undefined;
    const code = error instanceof ApiError ? error.code : undefined;
    throw new ApiError(message, status, code, details);
  }
}
