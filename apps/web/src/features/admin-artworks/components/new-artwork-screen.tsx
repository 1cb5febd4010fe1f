import { AdminPageHeader } from '@/components/admin';
import { QueryState } from '@/components/ui';
import { useCollectionOptions } from '../api/get-collection-options';
import { ArtworkForm } from './artwork-form';
import { ArtworkFormSkeleton } from './artwork-form-skeleton';
import { BackToArtworks } from './back-link';

/** /admin/artworks/new */
export function NewArtworkScreen() {
  const collections = useCollectionOptions();
  return (
    <>
      <BackToArtworks />
      <AdminPageHeader
        title="New artwork"
        description="Only the title is required; add the rest whenever you like."
      />
      <QueryState query={collections} loading={<ArtworkFormSkeleton />}>
        {(list) => <ArtworkForm collections={list} />}
      </QueryState>
    </>
  );
}
