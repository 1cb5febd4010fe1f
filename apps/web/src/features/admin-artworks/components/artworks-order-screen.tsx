import type { Artwork } from '@atelier/core';
import { Link } from 'react-router';
import { AdminPageHeader, EmptyState, StatusBadge } from '@/components/admin';
import { SortableList } from '@/components/admin/sortable-list';
import { buttonClasses, QueryState, SkeletonList } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useAllArtworks } from '../api/get-all-artworks';
import { useReorderArtworks } from '../api/reorder-artworks';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { BackToArtworks } from './back-link';

function OrderSkeleton() {
  return (
    <SkeletonList
      rows={8}
      row="flex items-center gap-3 px-3 py-2"
      shapes={['size-12', 'h-4 flex-1']}
    />
  );
}

function SaveStatus({ pending, failed }: { pending: boolean; failed: boolean }) {
  return (
    <p role="status" className="min-h-5 text-sm text-muted">
      {pending
        ? 'Saving the order…'
        : failed
          ? 'The last move was not saved.'
          : 'Every move is saved at once.'}
    </p>
  );
}

/**
 * /admin/artworks/order: every work, hidden ones too, in the order the gallery shows them.
 * Drag a row (or use the keyboard, or the arrows) and the new order is saved straight away.
 */
export function ArtworksOrderScreen() {
  const query = useAllArtworks();
  const reorder = useReorderArtworks();

  const onMove = (from: number, to: number) =>
    void reorder
      .move(from, to)
      .catch((error: unknown) =>
        notify.error(errorMessage(error, 'The new order could not be saved')),
      );

  const row = (artwork: Artwork) => (
    <div className="flex items-center gap-3">
      <ArtworkThumbnail artwork={artwork} />
      <div className="min-w-0">
        <p className="font-medium break-words">{artwork.title}</p>
        <p className="text-xs text-muted">
          {[artwork.year_created, artwork.collections.map((c) => c.name).join(', ')]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {!artwork.is_public && <StatusBadge className="ml-auto">Hidden</StatusBadge>}
    </div>
  );

  return (
    <>
      <BackToArtworks />
      <AdminPageHeader
        title="Gallery order"
        description="The first work here opens the gallery. Hidden works keep their place for when they return."
      />
      <QueryState
        query={query}
        loading={<OrderSkeleton />}
        failure="Could not load the artworks"
        isEmpty={(artworks) => artworks.length === 0}
        empty={
          <EmptyState
            title="No artworks yet"
            action={
              <Link to={adminPaths.artworkNew()} className={buttonClasses('primary', 'sm')}>
                Add artwork
              </Link>
            }
          >
            Works you add appear here, ready to be arranged.
          </EmptyState>
        }
      >
        {(artworks) => (
          <div className="space-y-3">
            <SaveStatus pending={reorder.isPending} failed={reorder.isError} />
            <SortableList
              label="Gallery order"
              items={artworks}
              getId={(a) => a.id}
              getLabel={(a) => a.title}
              onMove={onMove}
              renderItem={row}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
