import { TOAST_DURATION_MS } from '@atelier/core';
import toast from 'react-hot-toast';
import { ApiError } from './api-client';

/**
 * The one toast helper (STYLE #10). Toasts render in <Toaster> (app/providers.tsx) with
 * role="status" and aria-live="polite", so screen readers announce them.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  /** Shows `loading`, then the success or error message of the promise. */
  promise: <T>(
    promise: Promise<T>,
    messages: { loading: string; success: string; error: string },
  ) => toast.promise(promise, messages),
  dismiss: (id?: string) => toast.dismiss(id),
};

/** Toaster options shared by the app and tests (SPEC §2: top-right, 4 s, black on white). */
export const TOASTER_PROPS = {
  position: 'top-right',
  toastOptions: {
    duration: TOAST_DURATION_MS,
    style: { background: '#000', color: '#fff' },
  },
} as const;

/** Message of an unknown thrown value, for toasts. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The server's own error message, else `fallback` (e.g. the footer signup, SPEC §8). */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.fromServer ? error.message : fallback;
