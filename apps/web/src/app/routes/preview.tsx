import { PreviewCollection } from '@/features/gallery/components/preview-collection';
import { PreviewGate } from '@/features/preview-gate/components/preview-gate';
import { usePreviewAccess } from '@/features/preview-gate/hooks/use-preview-access';

/** /preview (lazy): the preview gate, then the preview collection's works. */
export function Component() {
  const access = usePreviewAccess('preview');
  return (
    <PreviewCollection
      access={access}
      gate={
        <PreviewGate
          onGranted={access.grant}
          title="See them before anyone else"
          description="Enter the password from the newsletter, or join the mailing list to open the preview now. Access lasts 24 hours in this browser."
        />
      }
    />
  );
}
