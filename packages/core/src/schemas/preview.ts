import { z } from 'zod';
import { MESSAGES } from '../messages';
import { text } from './primitives';

export const PreviewAccessInput = z.object({
  password: text().min(1, { error: MESSAGES.passwordRequired }).max(500),
});
export type PreviewAccessInput = z.infer<typeof PreviewAccessInput>;

export const PreviewGrant = z.object({ token: z.string(), expires_at: z.string() });
export type PreviewGrant = z.infer<typeof PreviewGrant>;
