import type { ArtworkInquiryInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /inquiries: a question about one work, into the artist's inbox. */
export const askAboutArtwork = (input: ArtworkInquiryInput) =>
  api.post<{ message: string }>('/inquiries', input);

export const useAskAboutArtwork = () => useMutation({ mutationFn: askAboutArtwork });
