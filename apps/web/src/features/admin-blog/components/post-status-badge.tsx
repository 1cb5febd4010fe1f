import type { BlogPost, PostStatus } from '@atelier/core';
import { StatusBadge, type BadgeTone } from '@/components/admin';
import { STATUS_LABELS, effectiveStatus } from '../lib/post-status';

const TONES: Record<PostStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** Draft, Scheduled or Published, as the visitor's blog sees the post right now. */
export function PostStatusBadge({ post }: { post: Pick<BlogPost, 'status' | 'published_at'> }) {
  const status = effectiveStatus(post);
  return <StatusBadge tone={TONES[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}
