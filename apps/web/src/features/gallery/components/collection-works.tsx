import { galleryArtworks, MESSAGES, noArtworksInCollection } from '@atelier/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBlock } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useArtworks } from '../api/get-artworks';
import { ArtworkGrid } from './artwork-grid';
import { ArtworkGridSkeleton } from './artwork-grid-skeleton';
import { Pagination } from './pagination';
import { ResultsSummary } from './results-summary';

/** What the page knows of preview access (from the preview-gate feature, passed by the route). */
export interface GateAccess {
  granted: boolean;
  version: number;
  revoke: () => void;
}

interface CollectionWorksProps {
  /** ?collection= value ('' for all works). */
  collection: string;
  /** Name used in the empty message. */
  collectionName?: string;
  available: boolean;
  page: number;
  /** Whether the collection is the gated preview one (known before asking the server). */
  gated: boolean;
  access: GateAccess;
  /** Shown instead of the works while the collection is locked. */
  gate: ReactNode;
  hrefForPage: (page: number) => string;
  /** A way forward from an empty result, e.g. a link that clears the filters. */
  emptyAction?: ReactNode;
}

const isPreviewLocked = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'preview_locked';

/** The works of one gallery view with its loading, gate, error, empty and loaded states. */
export function CollectionWorks(props: CollectionWorksProps) {
  const { collection, available, page, gated, access } = props;
  const locked = gated && !access.granted;
  // The grant's version is in the query: even when the list does not look gated (an id the
  // collections list has not resolved), a new grant must ask again rather than keep showing
  // the server's refusal.
  const slice = galleryArtworks({ collection, available, page }, access.version);
  const query = useArtworks(slice, { enabled: !locked });
  const refused = isPreviewLocked(query.error);
  const { granted, revoke } = access;

  // The server refused the grant we hold (it expired there or was signed with an old key).
  useEffect(() => {
    if (refused && granted) revoke();
  }, [refused, granted, revoke]);

  if (locked || refused) return <>{props.gate}</>;
  if (query.isPending) return <ArtworkGridSkeleton />;
  if (query.isError) {
    return <ErrorBlock message={query.error.message} onRetry={() => void query.refetch()} />;
  }

  const { data: artworks, pagination } = query.data;
  if (artworks.length === 0) {
    const message =
      collection && pagination.total === 0
        ? noArtworksInCollection(props.collectionName || collection)
        : MESSAGES.noArtworks;
    return (
      <div className="flex flex-col items-start gap-4 py-16">
        <p className="font-display text-2xl">{message}</p>
        {pagination.total > 0 ? (
          <Link to={props.hrefForPage(1)} className="text-accent underline underline-offset-4">
            Back to the first page
          </Link>
        ) : (
          props.emptyAction
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <ResultsSummary offset={slice.offset} count={artworks.length} total={pagination.total} />
      <ArtworkGrid artworks={artworks} busy={query.isPlaceholderData} priorityFirst />
      <Pagination page={page} pages={pagination.pages} hrefFor={props.hrefForPage} />
    </div>
  );
}
