import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, subscribers } from '../../db/schema/index';
import { useTestAppWithSmtp } from '../../test/smtp-app';
import { deliverDueEmails } from '../mail/outbox.worker';

// RFC 8058 one-click unsubscribe: the welcome email, delivered to a real SMTP server, carries
// List-Unsubscribe and List-Unsubscribe-Post, and a POST of "List-Unsubscribe=One-Click" to
// that address removes the subscriber, with no page in between.

const { t, smtp } = useTestAppWithSmtp({ publicUrl: 'https://studio.test' });

let ip = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${++ip}` });
const status = async (email: string) =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]?.status;

/** Subscribes and confirms `email`, delivers the mail, and answers the welcome's raw text. */
async function welcomeOf(email: string) {
  await post('/api/v1/newsletter/subscribe', { email });
  await deliverDueEmails(t.app, { now: new Date(Date.now() + 1000) });
  // The link from the stored text (the raw message is quoted-printable).
  const [confirm] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.kind, 'newsletter_confirm')));
  const token = decodeURIComponent(/mailing-list\?verify=(\S+)/.exec(confirm!.text_body)![1]!);
  expect((await post('/api/v1/newsletter/verify', { token })).statusCode).toBe(200);
  await deliverDueEmails(t.app, { now: new Date(Date.now() + 1000) });
  return smtp.received.filter((m) => m.raw.includes(`To: ${email}`)).at(-1)!.raw;
}

/** The List-Unsubscribe address of a raw message (headers may fold onto several lines). */
const listUnsubscribe = (raw: string) => {
  const headers = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  return /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
};

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the welcome carries List-Unsubscribe and List-Unsubscribe-Post; the confirmation does not', async () => {
    const raw = await welcomeOf('click@example.com');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(listUnsubscribe(raw)).toMatch(
      /^https:\/\/studio\.test\/api\/v1\/newsletter\/unsubscribe\/one-click\?token=/,
    );
    // A visible link for people too (folded by quoted-printable in the raw message).
    expect(raw.replace(/=\r\n/g, '')).toContain('https://studio.test/mailing-list?unsubscribe=');
    const confirm = smtp.received.find(
      (m) => m.raw.includes('To: click@example.com') && /confirm your subscription/i.test(m.raw),
    )!.raw;
    expect(listUnsubscribe(confirm)).toBeUndefined();
  });

  it('a POST of List-Unsubscribe=One-Click to that address unsubscribes at once', async () => {
    const raw = await welcomeOf('gone@example.com');
    const url = new URL(listUnsubscribe(raw)!);
    expect(await status('gone@example.com')).toBe('active');
    const res = await t.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await status('gone@example.com')).toBe('unsubscribed');
  });

  it('opening the address (a GET, as a scanner does) unsubscribes no one', async () => {
    const raw = await welcomeOf('stays@example.com');
    const url = new URL(listUnsubscribe(raw)!);
    const res = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(404);
    expect(await status('stays@example.com')).toBe('active');
  });

  it('refuses a forged token, and changes nothing', async () => {
    const forged = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscribe/one-click?token=newsletter-unsubscribe.forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_token');
  });
});
