import type { DbOrTx } from '../../db/client';
import { insertEmail, notifyQueued } from './outbox.repository';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To address, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /**
   * One-click unsubscribe address of an email to a subscriber: sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post` (RFC 8058), so mail programs show their own unsubscribe button.
   */
  listUnsubscribe?: string;
  /** What the email is for (contact_notification, newsletter_confirm...): for the admin and logs. */
  kind: string;
}

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
