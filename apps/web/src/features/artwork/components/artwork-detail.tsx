import { artworkId, MESSAGES, pageTitle, type Artwork } from '@atelier/core';
import type { ReactNode } from 'react';
import { ErrorBlock, PageHead } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useSiteName } from '@/lib/public-settings';
import { useArtwork } from '../api/get-artwork';
import { ArtworkDetailSkeleton } from './artwork-detail-skeleton';
import { ArtworkMessage } from './artwork-message';
import { ArtworkView } from './artwork-view';

interface ArtworkDetailProps {
  /** The :id route parameter as written in the URL. */
  rawId: string | undefined;
  purchase: (artwork: Artwork) => ReactNode;
}

/** /artwork/{id}: invalid id, loading, not found, error (with retry) and loaded (docs/product.md §2). */
export function ArtworkDetail({ rawId, purchase }: ArtworkDetailProps) {
  const id = artworkId(rawId);
  const query = useArtwork(id);
  const siteName = useSiteName();

  let body: ReactNode;
  if (id === null) {
    body = (
      <ArtworkMessage
        title={MESSAGES.invalidArtworkId}
        body="This address does not point to an artwork. Browse the gallery to find the painting you were looking for."
      />
    );
  } else if (query.isPending) {
    body = <ArtworkDetailSkeleton />;
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = (
      <ArtworkMessage
        title={MESSAGES.artworkNotFound}
        body="It may have been moved or taken down. The gallery shows every work on view."
      />
    );
  } else if (query.isError) {
    body = (
      <>
        <h1 className="sr-only">Artwork</h1>
        <ErrorBlock message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  } else {
    body = <ArtworkView artwork={query.data} purchase={purchase} />;
  }

  const loaded = id !== null && query.isSuccess;
  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-10 md:px-10 md:py-14">
      {!loaded && (
        <PageHead
          title={pageTitle(id === null ? MESSAGES.invalidArtworkId : 'Artwork', siteName)}
        />
      )}
      {body}
    </div>
  );
}
