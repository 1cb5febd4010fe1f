import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { loadToasts, onToastsLoaded, TOASTER_PROPS } from '@/lib/toast';
import { useAfterLoad } from '@/lib/use-after-load';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * react-hot-toast is not part of any page's first load: the toaster mounts a few seconds after
 * the page has loaded, or with the first toast if the visitor is quicker.
 */
function DeferredToaster() {
  const afterLoad = useAfterLoad(5000);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => onToastsLoaded(() => setLoaded(true)), []);
  useEffect(() => {
    if (afterLoad) loadToasts().catch(() => undefined);
  }, [afterLoad]);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_PROPS} />
    </Suspense>
  ) : null;
}

/**
 * App-wide providers. react-hot-toast renders each toast with role="status" and
 * aria-live="polite", so toasts are announced by screen readers without extra wiring.
 */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  /** The server renders each page with its own client; the browser has one for the app. */
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
