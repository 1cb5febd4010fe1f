import type { Artwork } from '@atelier/core';
import { DeleteDialog } from '@/components/admin';
import { useDeleteArtwork } from '../api/delete-artwork';

interface DeleteArtworkDialogProps {
  artwork: Pick<Artwork, 'id' | 'title'> | null;
  onClose: () => void;
  /** After the work is gone (leave its edit page, step back from an emptied page). */
  onDeleted?: () => void;
}

/** Asks before deleting; the dialog stays open with the reason when the server refuses. */
export function DeleteArtworkDialog({ artwork, onClose, onDeleted }: DeleteArtworkDialogProps) {
  const remove = useDeleteArtwork();
  return (
    <DeleteDialog
      item={artwork}
      noun="artwork"
      onDelete={(a) => remove.mutateAsync(a.id)}
      deletedMessage={(a) => `“${a.title}” deleted`}
      failedMessage="The artwork could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {(a) => (
        <>
          <strong className="text-ink">{a.title}</strong> will be removed from the gallery and from
          its collections. This cannot be undone. To take it off the site for a while, hide it
          instead.
        </>
      )}
    </DeleteDialog>
  );
}
