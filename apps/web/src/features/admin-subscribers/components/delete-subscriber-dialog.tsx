import type { Subscriber } from '@atelier/core';
import { ConfirmDialog } from '@/components/admin';
import { errorMessage, notify } from '@/lib/toast';
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
  const confirm = async () => {
    if (!subscriber) return;
    try {
      await remove.mutateAsync(subscriber.id);
      notify.success(`${subscriber.email} deleted`);
      onClose();
      onDeleted();
    } catch (error) {
      notify.error(errorMessage(error, 'The subscriber could not be deleted'));
    }
  };
  return (
    <ConfirmDialog
      open={subscriber !== null}
      title="Delete subscriber?"
      confirmLabel="Delete subscriber"
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      <strong className="text-ink">{subscriber?.email}</strong> will be removed from the list and
      receive no more emails. This cannot be undone.
    </ConfirmDialog>
  );
}
