import type { DbOrTx } from '../../db/client';
import { insertEmail, notifyQueued, type OutgoingEmail } from './outbox.repository';

export type { OutgoingEmail } from './outbox.repository';

/** Queues emails. Pass the transaction that writes the business row so both commit together. */
export interface Mailer {
  enqueue(db: DbOrTx, email: OutgoingEmail): Promise<number>;
}

/** Every email is an outbox row first; the outbox worker delivers it, woken once it commits. */
export const outboxMailer: Mailer = {
  async enqueue(db, email) {
    const id = await insertEmail(db, email);
    await notifyQueued(db);
    return id;
  },
};
