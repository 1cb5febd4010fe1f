import type { Artwork } from '@atelier/core';
import { ConfirmDialog } from '@/components/admin';
import { errorMessage, notify } from '@/lib/toast';
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
  const confirm = async () => {
    if (!artwork) return;
    try {
      await remove.mutateAsync(artwork.id);
      notify.success(`“${artwork.title}” deleted`);
      onClose();
      onDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error, 'The artwork could not be deleted'));
    }
  };
  return (
    <ConfirmDialog
      open={artwork !== null}
      title="Delete artwork?"
      confirmLabel="Delete artwork"
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      <strong className="text-ink">{artwork?.title}</strong> will be removed from the gallery and
      from its collections. This cannot be undone. To take it off the site for a while, hide it
      instead.
    </ConfirmDialog>
  );
}
