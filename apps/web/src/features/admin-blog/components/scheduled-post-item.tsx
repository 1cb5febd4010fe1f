import type { BlogPost } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/admin';
import { Button } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useUpdatePost } from '../api/update-post';
import { timeLabel } from '@/lib/local-time';
import { RescheduleForm } from './reschedule-form';

/** One upcoming post: its time, title and categories, with Reschedule and Publish now. */
export function ScheduledPostItem({ post }: { post: BlogPost }) {
  const update = useUpdatePost();
  const [rescheduling, setRescheduling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const at = post.published_at ?? post.created_at;

  const publishNow = async () => {
    try {
      await update.mutateAsync({
        id: post.id,
        changes: { status: 'published', published_at: new Date().toISOString() },
      });
      notify.success(`“${post.title}” is published`);
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessage(error, 'The post could not be published'));
    }
  };

  return (
    <li className="px-4 py-4 sm:px-5">
      {/* Phones: title beside the time, the actions on their own row under the title. */}
      <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-start gap-x-5 gap-y-2 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
        <time dateTime={at} className="pt-0.5 text-sm font-medium tabular-nums">
          {timeLabel(at)}
        </time>
        <div>
          <Link
            to={adminPaths.blogEdit(post.id)}
            className="font-medium hover:text-accent hover:underline"
          >
            {post.title}
          </Link>
          {post.categories.length > 0 && (
            <p className="text-xs text-muted">{post.categories.map((c) => c.name).join(', ')}</p>
          )}
        </div>
        {!rescheduling && (
          <div className="col-start-2 -ml-3 flex gap-1 sm:col-start-3 sm:ml-0">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Reschedule “${post.title}”`}
              onClick={() => setRescheduling(true)}
            >
              Reschedule
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Publish “${post.title}” now`}
              onClick={() => setConfirming(true)}
            >
              Publish now
            </Button>
          </div>
        )}
      </div>
      {rescheduling && (
        <div className="pl-19">
          <RescheduleForm post={post} onDone={() => setRescheduling(false)} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Publish now?"
        confirmLabel="Publish now"
        onConfirm={publishNow}
        onCancel={() => setConfirming(false)}
      >
        <strong className="text-ink">{post.title}</strong> goes live on your blog at once instead of
        on its scheduled date.
      </ConfirmDialog>
    </li>
  );
}
