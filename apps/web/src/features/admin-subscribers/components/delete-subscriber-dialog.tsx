import type { Subscriber } from '@atelier/core';
import { DeleteDialog } from '@/components/admin';
import { useDeleteSubscriber } from '../api/delete-subscriber';

interface DeleteSubscriberDialogProps {
  subscriber: Subscriber | null;
  onClose: () => void;
  /** After the row is gone (e.g. step back from a page that is now empty). */
  onDeleted: () => void;
}

export function DeleteSubscriberDialog({
  subscriber,
  onClose,
  onDeleted,
}: DeleteSubscriberDialogProps) {
  const remove = useDeleteSubscriber();
  return (
    <DeleteDialog
      item={subscriber}
      noun="subscriber"
      onDelete={(s) => remove.mutateAsync(s.id)}
      deletedMessage={(s) => `${s.email} deleted`}
      failedMessage="The subscriber could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {(s) => (
        <>
          <strong className="text-ink">{s.email}</strong> will be removed from the list and receive
          no more emails. This cannot be undone.
        </>
      )}
    </DeleteDialog>
  );
}
