import type { BlogPost } from '@atelier/core';
import { dateTimeLabel } from '@/lib/local-time';
import type { SaveAction } from './post-form-model';

/** The toast after a save says what happened to the post, in the artist's words. */
export function savedMessage(action: SaveAction, post: BlogPost): string {
  switch (action) {
    case 'publish':
      return `“${post.title}” is published`;
    case 'schedule':
      return post.published_at
        ? `“${post.title}” is scheduled for ${dateTimeLabel(post.published_at)}`
        : `“${post.title}” is scheduled`;
    case 'update':
      return `“${post.title}” is updated`;
    case 'unpublish':
      return `“${post.title}” is back in drafts`;
    default:
      return 'Draft saved';
  }
}
