import type { BlogPost } from '@atelier/core';
import { ConfirmDialog } from '@/components/admin';
import { errorMessage, notify } from '@/lib/toast';
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
  const confirm = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      notify.success(`“${post.title}” deleted`);
      onClose();
      onDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error, 'The post could not be deleted'));
    }
  };
  return (
    <ConfirmDialog
      open={post !== null}
      title="Delete post?"
      confirmLabel="Delete post"
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    >
      <strong className="text-ink">{post?.title}</strong> will be removed from the blog, with its
      address. This cannot be undone.
    </ConfirmDialog>
  );
}
