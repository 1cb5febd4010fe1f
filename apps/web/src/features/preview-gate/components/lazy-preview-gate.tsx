import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui';

const PreviewGate = lazy(() => import('./preview-gate').then((m) => ({ default: m.PreviewGate })));

/**
 * The gate with its forms' code (react-hook-form and zod) loaded on its own, right after the
 * page that shows it: a box of the gate's size (measured at 390 and 1280 px) holds its place.
 */
export function LazyPreviewGate(props: ComponentProps<typeof PreviewGate>) {
  return (
    <Suspense fallback={<Skeleton className="mx-auto h-[32rem] w-full max-w-lg sm:h-[30rem]" />}>
      <PreviewGate {...props} />
    </Suspense>
  );
}
