import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui';
import { useHydrated } from '@/lib/use-hydrated';

const PreviewGate = lazy(() => import('./preview-gate').then((m) => ({ default: m.PreviewGate })));

/**
 * The gate with its forms' code (react-hook-form and zod) loaded on its own, right after the
 * page that shows it: a box of the gate's size (measured at 390 and 1280 px) holds its place.
 * The server renders that box too: a form is shown once it works (decision 016).
 */
export function LazyPreviewGate(props: ComponentProps<typeof PreviewGate>) {
  const skeleton = <Skeleton className="mx-auto h-[32rem] w-full max-w-lg sm:h-[30rem]" />;
  if (!useHydrated()) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <PreviewGate {...props} />
    </Suspense>
  );
}
