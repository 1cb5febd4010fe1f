import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, deliverDueEmails } from './outbox.worker';
import { freePort, startSmtpServer, type TestSmtpServer } from './smtp.fixtures';

let t: TestApp;
let port: number;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);
const row = async (id: number) =>
  (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const enqueue = (to: string, subject: string) =>
  t.app.mailer.enqueue(t.app.db, {
    to,
    subject,
    text: `Body of ${subject}`,
    html: `<p>${subject}</p>`,
    kind: 'test',
    replyTo: 'visitor@example.com',
  });

describe('outbox delivery over a real SMTP server', () => {
  it('retries a message queued while the server is down and delivers it exactly once when it is up', async () => {
    const id = await enqueue('reader@example.com', 'Opening night');
    // A second ahead: the row's next_attempt_at is the database's now(), with microseconds,
    // which can fall after a JavaScript Date taken in the same millisecond.
    const start = new Date(Date.now() + 1000);

    const first = await deliverDueEmails(t.app, { now: start });
    expect(first).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      sent_at: null,
    });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.next_attempt_at.getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]!);

    // Still inside the backoff: nothing is due.
    expect((await deliverDueEmails(t.app, { now: later(start, 10_000) })).claimed).toBe(0);

    smtp = await startSmtpServer(port);
    const second = await deliverDueEmails(t.app, { now: later(start, RETRY_DELAYS_MS[0]! + 1000) });
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.from).toBe('studio@localhost');
    expect(mail.raw).toMatch(/^Subject: Opening night$/m);
    expect(mail.raw).toMatch(/^Reply-To: visitor@example\.com$/m);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    const sent = await row(id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      locked_until: null,
    });
    expect(sent.sent_at).toBeInstanceOf(Date);

    // Later batches never send it again.
    expect((await deliverDueEmails(t.app, { now: later(start, 86_400_000) })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message the server keeps refusing as failed after the last attempt', async () => {
    await smtp?.close();
    smtp = await startSmtpServer(port, { reject: ['nobody@example.com'] });
    const id = await enqueue('nobody@example.com', 'Never arrives');
    let now = new Date(Date.now() + 1000); // see above: the row's now() has microseconds
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await deliverDueEmails(t.app, { now });
      expect(result.claimed).toBe(1);
      const current = await row(id);
      expect(current.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(current.status).toBe('pending');
        expect(current.next_attempt_at.getTime()).toBe(
          now.getTime() + RETRY_DELAYS_MS[attempt - 1]!,
        );
        now = current.next_attempt_at;
      }
    }
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toMatch(/550/);
    expect(failed.sent_at).toBeNull();
    expect((await deliverDueEmails(t.app, { now: later(now, 30 * 86_400_000) })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });
});
