import { type z } from 'zod';
import { ContactMessageInput } from './contact';
import { positiveId } from './primitives';

/**
 * "Tell me about similar work" on a sold work: the visitor's email, and the work, whose
 * collections the waitlist entry is tagged with. Double opt-in: nothing is sent but the
 * confirmation until the link in it is used.
 */
export const JoinWaitlistInput = ContactMessageInput.pick({ email: true, website: true }).extend({
  artwork_id: positiveId('artwork_id'),
});
export type JoinWaitlistInput = z.infer<typeof JoinWaitlistInput>;

/** What the visitor is told (MessageResult): the same whether the address was new or known. */
export const WAITLIST_MESSAGES = {
  joined:
    'Thank you. Please confirm with the link we just emailed you, and we will write when similar work is ready.',
  confirmed: 'Confirmed. We will write to you when similar work is ready.',
  left: 'Done: you will get no more notices about similar work.',
} as const;
