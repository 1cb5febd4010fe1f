import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_ATTEMPTS, deliverDueEmails } from './outbox.worker';
import { freePort, startSmtpServer, type TestSmtpServer } from './smtp.fixtures';

let t: TestApp;
let port: number;
let smtp: TestSmtpServer;

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtpServer(port, { reject: ['gone@example.com'] });
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const row = async (id: number) =>
  (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const get = (url: string) => t.admin('GET', `/api/v1${url}`);
const resend = (id: number, headers = t.auth) =>
  t.inject({ method: 'POST', url: `/api/v1/admin/emails/${id}/resend`, headers });

/** Queues an email and lets the worker try it until it gives up (the SMTP server refuses it). */
async function failForGood(subject: string) {
  const id = await t.app.mailer.enqueue(t.app.db, {
    to: 'gone@example.com',
    subject,
    text: `Body of ${subject}`,
    kind: 'order_confirmation',
  });
  let now = new Date(Date.now() + 1000); // the row's now() has microseconds: stay clear of it
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await deliverDueEmails(t.app, { now });
    const current = await row(id);
    if (current.status === 'failed') break;
    now = current.next_attempt_at;
  }
  return { id, failedAt: now };
}

describe('emails that failed for good', () => {
  it('are answered only to the admin: 401 before anything else', async () => {
    for (const res of [
      await t.inject({ method: 'GET', url: '/api/v1/admin/emails/failed' }),
      await t.inject({ method: 'GET', url: '/api/v1/admin/emails/failed/count' }),
      await t.inject({ method: 'POST', url: '/api/v1/admin/emails/abc/resend' }),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('are listed with recipient, subject, kind, reason and time, and counted on the dashboard', async () => {
    const { id, failedAt } = await failForGood('Your order A-1001');
    expect((await row(id)).status).toBe('failed');

    const list = await get('/admin/emails/failed');
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toMatchObject({ total: 1, page: 1 });
    const [email] = list.json().data;
    expect(email).toMatchObject({
      id,
      to: 'gone@example.com',
      subject: 'Your order A-1001',
      kind: 'order_confirmation',
      attempts: MAX_ATTEMPTS,
      failed_at: failedAt.toISOString(),
    });
    expect(email.reason).toMatch(/550/);

    expect((await get('/admin/emails/failed/count')).json().data).toEqual({ count: 1 });
    expect((await get('/admin/dashboard')).json().data.emails).toEqual({ failed: 1 });
  });

  it('are sent again once, from the same outbox row, by "send again"', async () => {
    const { id } = await failForGood('Your order A-1002');
    const before = (await get('/admin/emails/failed/count')).json().data.count;
    // The mail server now accepts the address (the recipient's mailbox was fixed).
    await smtp.close();
    smtp = await startSmtpServer(port);

    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The email will be sent again.');
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, failed_at: null });
    expect((await get('/admin/emails/failed/count')).json().data.count).toBe(before - 1);

    // A second click changes nothing and says why.
    const twice = await resend(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This email is already queued.');

    const now = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(t.app, { now })).toMatchObject({ sent: 1, failed: 0 });
    expect(
      await deliverDueEmails(t.app, { now: new Date(now.getTime() + 86_400_000) }),
    ).toMatchObject({ claimed: 0 });
    const delivered = smtp.received.filter((m) => m.raw.includes('Subject: Your order A-1002'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual(['gone@example.com']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const after = await resend(id);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe('This email has been sent already.');
  });

  it('answers 404 for an email that does not exist', async () => {
    const res = await resend(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Email not found' });
  });
});
