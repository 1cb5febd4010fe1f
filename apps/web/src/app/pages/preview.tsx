import { PreviewCollection } from '@/features/gallery/components/preview-collection';
import { LazyPreviewGate } from '@/features/preview-gate/components/lazy-preview-gate';
import { usePreviewAccess } from '@/features/preview-gate/hooks/use-preview-access';

/** /preview (lazy): the preview gate (its forms load right after the page), then the works. */
export function Component() {
  const access = usePreviewAccess('preview');
  return (
    <PreviewCollection
      access={access}
      gate={
        <LazyPreviewGate
          onGranted={access.grant}
          title="See them before anyone else"
          description="Enter the password from the newsletter, or join the mailing list to open the preview now. Access lasts 24 hours in this browser."
        />
      }
    />
  );
}
