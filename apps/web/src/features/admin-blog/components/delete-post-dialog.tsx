import type { BlogPost } from '@atelier/core';
import { DeleteDialog } from '@/components/admin';
import { useDeletePost } from '../api/delete-post';

interface DeletePostDialogProps {
  post: BlogPost | null;
  onClose: () => void;
  /** After the post is gone (e.g. step back from a page that is now empty). */
  onDeleted?: () => void;
}

/** Asks before a post is deleted for good; the confirm button shows progress. */
export function DeletePostDialog({ post, onClose, onDeleted }: DeletePostDialogProps) {
  const remove = useDeletePost();
  return (
    <DeleteDialog
      item={post}
      noun="post"
      onDelete={(p) => remove.mutateAsync(p.id)}
      deletedMessage={(p) => `“${p.title}” deleted`}
      failedMessage="The post could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {(p) => (
        <>
          <strong className="text-ink">{p.title}</strong> will be removed from the blog, with its
          address. This cannot be undone.
        </>
      )}
    </DeleteDialog>
  );
}
