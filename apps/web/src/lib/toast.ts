import { TOAST_DURATION_MS } from '@atelier/core';
import type toast from 'react-hot-toast';
import { ApiError } from './api-client';
import { currentToastPlace, TOAST_TOP } from './toast-placement';

type Toast = typeof toast;

let loaded: Toast | undefined;
let loading: Promise<Toast> | undefined;
const listeners = new Set<() => void>();

/** Called once the library has loaded (the toaster mounts then); returns the unsubscribe. */
export function onToastsLoaded(listener: () => void): () => void {
  if (loaded) listener();
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * react-hot-toast loads after the page (app/providers.tsx asks for it when the browser is idle)
 * or with the first toast, never as part of a page's first load.
 */
export const loadToasts = (): Promise<Toast> =>
  (loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
      listeners.clear();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Runs at once when the library is there, else as soon as it has loaded. */
const withToast = (show: (toast: Toast) => unknown) => {
  if (loaded) show(loaded);
  else loadToasts().then(show, () => undefined);
};

/** Each toast's place, chosen as it appears so that it covers nothing it is about. */
const placed = () => ({ position: currentToastPlace() });

/**
 * The one toast helper (STYLE #10). Toasts render in <Toaster> (app/providers.tsx) with
 * role="status" and aria-live="polite", so screen readers announce them.
 */
export const notify = {
  success: (message: string) => withToast((toast) => toast.success(message, placed())),
  error: (message: string) => withToast((toast) => toast.error(message, placed())),
  info: (message: string) => withToast((toast) => toast(message, placed())),
  /** Shows `loading`, then the success or error message of the promise; returns the promise. */
  promise: <T>(
    promise: Promise<T>,
    messages: { loading: string; success: string; error: string },
  ) => {
    withToast((toast) => toast.promise(promise, messages, placed()));
    return promise;
  },
  dismiss: (id?: string) => withToast((toast) => toast.dismiss(id)),
};

/**
 * Toaster options shared by the app and tests (docs/product.md §2: top-right, 4 s, black on
 * white). Each toast names its own place (`currentToastPlace`: at the bottom on phones, and
 * away from the control it confirms).
 */
export const TOASTER_PROPS = {
  position: 'top-right',
  // Below the header: a toast must never cover the cart button or the navigation it
  // announces (it pauses while hovered, so it would stay there).
  containerStyle: { top: TOAST_TOP },
  toastOptions: {
    duration: TOAST_DURATION_MS,
    style: { background: '#000', color: '#fff' },
  },
} as const;

/** Message of an unknown thrown value, for toasts. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The server's own error message, else `fallback` (e.g. the footer signup, docs/product.md §8). */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.fromServer ? error.message : fallback;
