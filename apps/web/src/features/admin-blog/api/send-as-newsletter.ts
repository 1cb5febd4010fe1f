import type { NewsletterIssue } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /admin/blog/posts/{id}/newsletter: a newsletter draft made from the post (its card and
 * excerpt), which the artist then edits and sends from the newsletter editor.
 */
export const useSendAsNewsletter = () =>
  useMutation({
    mutationFn: (postId: number) =>
      api.post<NewsletterIssue>(`/admin/blog/posts/${postId}/newsletter`),
  });
