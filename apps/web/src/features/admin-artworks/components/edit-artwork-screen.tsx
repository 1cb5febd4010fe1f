import { MESSAGES, type Artwork } from '@atelier/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { Button, buttonClasses, ErrorBlock } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage } from '@/lib/toast';
import { useAdminArtwork } from '../api/get-admin-artwork';
import { useCollectionOptions } from '../api/get-collection-options';
import { ArtworkForm } from './artwork-form';
import { ArtworkStateLine } from './artwork-state-line';
import { ArtworkFormSkeleton } from './artwork-form-skeleton';
import { BackToArtworks } from './back-link';
import { DeleteArtworkDialog } from './delete-artwork-dialog';

interface EditArtworkScreenProps {
  id: number;
  /** More actions beside the header's, from other features (the route composes them). */
  extraActions?: (artwork: Artwork) => ReactNode;
}

/** /admin/artworks/{id}/edit: the artwork's form, a link to its public page and Delete. */
export function EditArtworkScreen({ id, extraActions }: EditArtworkScreenProps) {
  const navigate = useNavigate();
  const artwork = useAdminArtwork(id);
  const collections = useCollectionOptions();
  const [deleting, setDeleting] = useState(false);
  const data = artwork.data;
  const failed = artwork.error ?? collections.error;
  const missing = artwork.error instanceof ApiError && artwork.error.status === 404;

  const actions = data && (
    <>
      {extraActions?.(data)}
      {data.is_public && (
        <Link
          to={paths.artwork(data.id)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('ghost', 'sm')}
        >
          View on site<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      )}
      <Button variant="ghost" size="sm" className="text-danger" onClick={() => setDeleting(true)}>
        Delete
      </Button>
    </>
  );

  return (
    <>
      <BackToArtworks />
      <AdminPageHeader
        title={data?.title ?? 'Edit artwork'}
        description={data && <ArtworkStateLine artwork={data} />}
        actions={actions}
      />
      {missing ? (
        <EmptyState
          title={MESSAGES.artworkNotFound}
          action={
            <Link to={adminPaths.artworks()} className={buttonClasses('secondary', 'sm')}>
              Back to artworks
            </Link>
          }
        >
          It may have been deleted.
        </EmptyState>
      ) : failed ? (
        <ErrorBlock
          message={errorMessage(failed, 'Could not load the artwork')}
          onRetry={() => {
            if (artwork.isError) void artwork.refetch();
            if (collections.isError) void collections.refetch();
          }}
        />
      ) : data && collections.data ? (
        <ArtworkForm key={data.id} artwork={data} collections={collections.data} />
      ) : (
        <ArtworkFormSkeleton />
      )}
      <DeleteArtworkDialog
        artwork={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(adminPaths.artworks(), { replace: true })}
      />
    </>
  );
}
