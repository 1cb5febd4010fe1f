import type { Collection } from '@atelier/core';
import { ConfirmDialog } from '@/components/admin';
import { errorMessage, notify } from '@/lib/toast';
import { useDeleteCollection } from '../api/delete-collection';

interface DeleteCollectionDialogProps {
  collection: Collection | null;
  onClose: () => void;
}

const works = (n: number) => `${n} ${n === 1 ? 'work' : 'works'}`;

/** Asks before deleting, and says plainly that the works themselves stay. */
export function DeleteCollectionDialog({ collection, onClose }: DeleteCollectionDialogProps) {
  const remove = useDeleteCollection();
  const confirm = async () => {
    if (!collection) return;
    try {
      await remove.mutateAsync(collection.id);
      notify.success(`“${collection.name}” deleted; its works stay`);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, 'The collection could not be deleted'));
    }
  };
  return (
    <ConfirmDialog
      open={collection !== null}
      title={`Delete “${collection?.name ?? ''}”?`}
      confirmLabel="Delete collection"
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      Only the collection goes. Its {works(collection?.artwork_count ?? 0)} stay in the gallery and
      in any other collections they belong to.
    </ConfirmDialog>
  );
}
