import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { queryClient } from '@/lib/query-client';
import { TOASTER_PROPS } from '@/lib/toast';

/**
 * App-wide providers. react-hot-toast renders each toast with role="status" and
 * aria-live="polite", so toasts are announced by screen readers without extra wiring.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster {...TOASTER_PROPS} />
    </QueryClientProvider>
  );
}
