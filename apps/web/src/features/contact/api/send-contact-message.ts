import type { ContactMessageInput } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ContactResult {
  /** The thank-you text to show (docs/product.md §8: success shows the server's message). */
  message: string;
}

/** POST /contact (docs/product.md §7). */
export const sendContactMessage = (input: ContactMessageInput) =>
  api.post<ContactResult>('/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
