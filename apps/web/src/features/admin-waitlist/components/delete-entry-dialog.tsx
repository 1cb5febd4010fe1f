import type { WaitlistEntry } from '@atelier/core';
import { DeleteDialog } from '@/components/admin';
import { useDeleteWaitlistEntry } from '../api/delete-waitlist-entry';

interface DeleteEntryDialogProps {
  entry: WaitlistEntry | null;
  onClose: () => void;
  /** After the row is gone (e.g. step back from a page that is now empty). */
  onDeleted: () => void;
}

/** Asks before taking someone off the waitlist, saying what it changes for them. */
export function DeleteEntryDialog({ entry, onClose, onDeleted }: DeleteEntryDialogProps) {
  const remove = useDeleteWaitlistEntry();
  return (
    <DeleteDialog
      item={entry}
      noun="from the waitlist"
      title={(e) => `Delete ${e.email} from the waitlist?`}
      onDelete={(e) => remove.mutateAsync(e.id)}
      deletedMessage={(e) => `${e.email} deleted from the waitlist`}
      failedMessage="The waitlist entry could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {(e) => (
        <>
          <strong className="text-ink">{e.email}</strong> will be taken off the waitlist for work
          like {e.work ? `“${e.work.title}”` : 'a deleted work'}: no more notes about new work like
          it. They are not told. If they also wait for other works, those stay. This cannot be
          undone.
        </>
      )}
    </DeleteDialog>
  );
}
