import { useSearchParams } from 'react-router';
import { Gallery } from '@/features/gallery/components/gallery';
import { LazyPreviewGate } from '@/features/preview-gate/components/lazy-preview-gate';
import { usePreviewAccess } from '@/features/preview-gate/hooks/use-preview-access';

/**
 * /artwork: the gallery, with the preview gate composed in for the gated collection. Access is
 * re-read whenever ?collection= changes (docs/product.md §4).
 */
export function Component() {
  const [search] = useSearchParams();
  const access = usePreviewAccess(search.get('collection') ?? '');
  return (
    <Gallery
      access={access}
      // The gate's code loads only when the preview collection is chosen.
      gate={<LazyPreviewGate onGranted={access.grant} />}
    />
  );
}
