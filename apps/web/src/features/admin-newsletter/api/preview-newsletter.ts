import type { NewsletterPreviewInput, NewsletterPreviewResult } from '@atelier/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /admin/newsletter/preview: the email exactly as the server renders it (cards, footer,
 * sender's address) for a sample recipient, from the editor's unsaved fields.
 */
export const previewNewsletter = (draft: NewsletterPreviewInput, signal?: AbortSignal) =>
  api.post<NewsletterPreviewResult>('/admin/newsletter/preview', draft, { signal });

/** Keyed by the (debounced) draft: typing asks again only once the artist pauses. */
export function useNewsletterPreview(draft: NewsletterPreviewInput) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'preview', draft],
    queryFn: ({ signal }) => previewNewsletter(draft, signal),
    placeholderData: keepPreviousData,
  });
}
