import { z } from 'zod';
import { PageQuery } from './common';

/** GET /admin/emails/failed: emails the outbox gave up on after every retry, newest first. */
export const FailedEmailListQuery = PageQuery;
export type FailedEmailListQuery = z.infer<typeof FailedEmailListQuery>;

/** An email that failed for good, with the last reason the mail server (or the network) gave. */
export const FailedEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the email was for (`order_confirmation`, …); `EMAIL_KIND_LABELS` names the known ones. */
  kind: z.string(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string(),
});
export type FailedEmail = z.infer<typeof FailedEmail>;

export const FailedEmailCount = z.object({ count: z.number().int() });
export type FailedEmailCount = z.infer<typeof FailedEmailCount>;
