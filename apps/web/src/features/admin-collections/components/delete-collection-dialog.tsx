import type { Collection } from '@atelier/core';
import { DeleteDialog } from '@/components/admin';
import { useDeleteCollection } from '../api/delete-collection';

interface DeleteCollectionDialogProps {
  collection: Collection | null;
  onClose: () => void;
}

const works = (n: number) => `${n} ${n === 1 ? 'work' : 'works'}`;

/** Asks before deleting, and says plainly that the works themselves stay. */
export function DeleteCollectionDialog({ collection, onClose }: DeleteCollectionDialogProps) {
  const remove = useDeleteCollection();
  return (
    <DeleteDialog
      item={collection}
      noun="collection"
      title={(c) => `Delete “${c.name}”?`}
      onDelete={(c) => remove.mutateAsync(c.id)}
      deletedMessage={(c) => `“${c.name}” deleted; its works stay`}
      failedMessage="The collection could not be deleted"
      onClose={onClose}
    >
      {(c) => (
        <>
          Only the collection goes. Its {works(c.artwork_count)} stay in the gallery and in any
          other collections they belong to.
        </>
      )}
    </DeleteDialog>
  );
}
