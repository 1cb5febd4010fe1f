import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To address, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** What the email is for (contact_notification, newsletter_confirm...): for the admin and logs. */
  kind: string;
}

/** Queues emails. Pass the transaction that writes the business row so both commit together. */
export interface Mailer {
  enqueue(db: DbOrTx, email: OutgoingEmail): Promise<number>;
}

/** Every email is an outbox row first; the outbox worker delivers it. */
export const outboxMailer: Mailer = {
  async enqueue(db, email) {
    const [row] = await db
      .insert(emailOutbox)
      .values({
        to_address: email.to,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html ?? null,
        reply_to: email.replyTo ?? null,
        kind: email.kind,
      })
      .returning({ id: emailOutbox.id });
    return row!.id;
  },
};
