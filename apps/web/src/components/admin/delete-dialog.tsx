import type { ReactNode } from 'react';
import { errorMessage, notify } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteDialogProps<T> {
  /** The thing to delete; null keeps the dialog closed. */
  item: T | null;
  /** What it is, for the button ("Delete artwork") and the default title ("Delete artwork?"). */
  noun: string;
  /** A question naming the item itself, instead of the default title. */
  title?: (item: T) => string;
  /** Deletes it on the server. */
  onDelete: (item: T) => Promise<unknown>;
  /** The toast once it is gone. */
  deletedMessage: (item: T) => string;
  /** The toast when the server refuses, unless it said why. */
  failedMessage: string;
  onClose: () => void;
  /** After the item is gone (e.g. step back from a page that is now empty). */
  onDeleted?: () => void;
  /** What deleting it does, said under the title. */
  children: (item: T) => ReactNode;
}

/**
 * Asks before deleting one thing for good; the confirm button shows progress, and the dialog
 * stays open with the reason when the server refuses.
 */
export function DeleteDialog<T>({
  item,
  noun,
  title,
  onDelete,
  deletedMessage,
  failedMessage,
  onClose,
  onDeleted,
  children,
}: DeleteDialogProps<T>) {
  if (item === null) return null;
  const confirm = async () => {
    try {
      await onDelete(item);
      notify.success(deletedMessage(item));
      onClose();
      onDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error, failedMessage));
    }
  };
  return (
    <ConfirmDialog
      open
      title={title ? title(item) : `Delete ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      {children(item)}
    </ConfirmDialog>
  );
}
