import type { PreviewJoinInput, SubscribeResult } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /newsletter/subscribe from the gate: source "preview" makes the server answer a preview
 * grant (preview_token, preview_expires_at) with its message.
 */
export const joinPreview = (input: PreviewJoinInput) =>
  api.post<SubscribeResult>('/newsletter/subscribe', {
    email: input.email,
    first_name: input.first_name || undefined,
    last_name: input.last_name || undefined,
    source: 'preview',
  });

export const useJoinPreview = () => useMutation({ mutationFn: joinPreview });
