import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui';
import { Gallery } from '@/features/gallery/components/gallery';
import { usePreviewAccess } from '@/features/preview-gate/hooks/use-preview-access';

/** The gate's forms (react-hook-form and zod) load only when the preview collection is chosen. */
const PreviewGate = lazy(() =>
  import('@/features/preview-gate/components/preview-gate').then((m) => ({
    default: m.PreviewGate,
  })),
);

/**
 * /artwork: the gallery, with the preview gate composed in for the gated collection. Access is
 * re-read whenever ?collection= changes (SPEC §4).
 */
export function Component() {
  const [search] = useSearchParams();
  const access = usePreviewAccess(search.get('collection') ?? '');
  return (
    <Gallery
      access={access}
      gate={
        <Suspense fallback={<Skeleton className="mx-auto h-96 w-full max-w-lg" />}>
          <PreviewGate onGranted={access.grant} />
        </Suspense>
      }
    />
  );
}
