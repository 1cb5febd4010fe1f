import type { AdminContactMessage } from '@atelier/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin';
import { Button, buttonClasses } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useDeleteMessage } from '../api/delete-message';
import { useUpdateMessage } from '../api/update-message';
import { replyHref } from './reply-link';

interface MessageActionsProps {
  message: AdminContactMessage;
  /** After deletion: back to the inbox. */
  onDeleted: () => void;
}

/** Reply by email, mark read or unread, answered or not, delete (after a confirmation). */
export function MessageActions({ message, onDeleted }: MessageActionsProps) {
  const update = useUpdateMessage();
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);

  const toggleRead = () =>
    update
      .mutateAsync({ id: message.id, is_read: !message.is_read })
      .then((updated) => notify.success(updated.is_read ? 'Marked as read' : 'Marked as unread'))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not update the message')));

  // The artist answers by email, outside the site: they say here that they have.
  const toggleAnswered = () =>
    update
      .mutateAsync({ id: message.id, is_answered: message.answered_at === null })
      .then((updated) =>
        notify.success(updated.answered_at ? 'Marked as answered' : 'Marked as not answered'),
      )
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not update the message')));

  const confirmDelete = () =>
    remove
      .mutateAsync(message.id)
      .then(() => {
        setConfirming(false);
        notify.success('Message deleted');
        onDeleted();
      })
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not delete the message')));

  return (
    <div className="flex flex-wrap gap-2">
      <a href={replyHref(message)} className={buttonClasses('primary', 'sm')}>
        Reply
      </a>
      <Button variant="secondary" size="sm" onClick={toggleRead}>
        {message.is_read ? 'Mark as unread' : 'Mark as read'}
      </Button>
      <Button variant="secondary" size="sm" onClick={toggleAnswered}>
        {message.answered_at ? 'Mark as not answered' : 'Mark as answered'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this message?"
        confirmLabel="Delete message"
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        The message from {message.name} will be removed for good. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
