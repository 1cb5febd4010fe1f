import { and, eq } from 'drizzle-orm';
import { SUBSCRIBER_SOURCES } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, subscribers } from '../../db/schema/index';
import { createSubscriber } from '../../test/factories/audience';
import { useTestApp } from '../../test/test-app';
import { outboxMailer } from '../mail/mailer.service';

const THANKS = 'Thanks! Please check your inbox to confirm your subscription.';

const t = useTestApp({ publicUrl: 'https://studio.test' });

let ipSeq = 0;
const call = (url: string, payload: Record<string, unknown>, ip = `198.51.100.${++ipSeq}`) =>
  t.inject({ method: 'POST', url: `/api/v1/newsletter/${url}`, payload, remoteAddress: ip });
const subscribe = (payload: Record<string, unknown>, ip?: string) => call('subscribe', payload, ip);
const subscriber = async (email: string) =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
const mails = (to: string, kind: string) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);
/** The token of the newest `kind` email's link `?param=...`. */
const linkToken = async (to: string, kind: string, param: 'verify' | 'unsubscribe') => {
  const text = (await mails(to, kind)).at(-1)!.text_body;
  const match = new RegExp(`https://studio\\.test/mailing-list\\?${param}=(\\S+)`).exec(text);
  return decodeURIComponent(match![1]!);
};

describe('POST /newsletter/subscribe', () => {
  it('stores a pending, lower-cased subscriber and queues a confirmation link', async () => {
    const res = await subscribe({
      email: '  Ada@Example.COM ',
      first_name: 'Ada',
      last_name: 'Byron',
      source: 'footer',
      preferences: { topics: ['studio_news', 'new_work', 'studio_news'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: THANKS } });
    expect(await subscriber('ada@example.com')).toMatchObject({
      status: 'pending',
      first_name: 'Ada',
      last_name: 'Byron',
      source: 'footer',
      preferences: { topics: ['new_work', 'studio_news'] },
      confirmed_at: null,
    });
    const [confirm] = await mails('ada@example.com', 'newsletter_confirm');
    expect(confirm!.subject).toMatch(/confirm your subscription/i);
    expect(confirm!.text_body).toContain('Hello Ada,');
    expect(confirm!.html_body).toContain('https://studio.test/mailing-list?verify=');
    expect(await linkToken('ada@example.com', 'newsletter_confirm', 'verify')).toMatch(
      /^newsletter-verify\./,
    );
  });

  it('gives the same answer for new, pending and active addresses, and never changes an active one', async () => {
    const active = await createSubscriber(t.app.db, {
      email: 'known@example.com',
      first_name: 'Known',
    });
    const fresh = await subscribe({ email: 'stranger@example.com' });
    const pendingAgain = await subscribe({ email: 'stranger@example.com', first_name: 'Stan' });
    const known = await subscribe({ email: 'KNOWN@example.com', first_name: 'Impostor' });
    for (const res of [fresh, pendingAgain, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(fresh.body);
    }
    expect(await mails('stranger@example.com', 'newsletter_confirm')).toHaveLength(2);
    expect(await subscriber('stranger@example.com')).toMatchObject({
      status: 'pending',
      first_name: 'Stan',
    });
    expect(await subscriber('known@example.com')).toMatchObject({
      status: 'active',
      first_name: 'Known',
      confirmed_at: active.confirmed_at,
    });
    expect(await mails('known@example.com', 'newsletter_confirm')).toHaveLength(0);
    const [note] = await mails('known@example.com', 'newsletter_already_subscribed');
    expect(note!.text_body).toContain('https://studio.test/mailing-list?unsubscribe=');
  });

  it.each(SUBSCRIBER_SOURCES)(
    'records where the signup came from (%s); a form that asks no topics signs up for all',
    async (source) => {
      const email = `from-${source}@example.com`;
      expect((await subscribe({ email, source })).statusCode).toBe(200);
      expect(await subscriber(email)).toMatchObject({
        source,
        preferences: { topics: ['new_work', 'exhibitions', 'studio_news'] },
      });
    },
  );

  it.each([
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ email: 'a@b.co', source: 'elsewhere' }, /^source: /],
    [{ email: 'a@b.co', preferences: { topics: ['studio'] } }, /^preferences\.topics\.0: /],
    [{ email: 'a@b.co', preferences: { studio: true } }, /^preferences(\.topics)?: /],
    [{ email: 'a@b.co', preferences: ['new_work'] }, /^preferences: /],
    [{ email: 'a@b.co', preferences: {} }, /^preferences\.topics: /],
  ])('rejects %o', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('writes the subscriber and its email in one transaction', async () => {
    vi.spyOn(outboxMailer, 'enqueue').mockRejectedValueOnce(new Error('outbox unavailable'));
    expect((await subscribe({ email: 'atomic@example.com' })).statusCode).toBe(500);
    expect(await subscriber('atomic@example.com')).toBeUndefined();
  });

  it('throttles per email address and per client address', async () => {
    const perEmail: number[] = [];
    for (let i = 0; i < 6; i++)
      perEmail.push((await subscribe({ email: 'flood@example.com' })).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const perIp: number[] = [];
    for (let i = 0; i < 11; i++)
      perIp.push((await subscribe({ email: `ip${i}@example.com` }, '192.0.2.50')).statusCode);
    expect(perIp.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(perIp[10]).toBe(429);
  });
});

/** Follows an emailed link twice: it answers with this message, and the second time it still succeeds. */
async function followTwice(action: 'verify' | 'unsubscribe', token: string, message: RegExp) {
  const res = await call(action, { token });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.message).toMatch(message);
  expect((await call(action, { token })).statusCode).toBe(200);
}

describe('verify and unsubscribe links', () => {
  it('confirms with the emailed link, welcomes once, and the welcome carries an unsubscribe link', async () => {
    await subscribe({ email: 'verify@example.com', first_name: 'Vera' });
    const token = await linkToken('verify@example.com', 'newsletter_confirm', 'verify');
    await followTwice('verify', token, /confirmed/);
    const row = await subscriber('verify@example.com');
    expect(row).toMatchObject({ status: 'active' });
    expect(row!.confirmed_at).toBeInstanceOf(Date);
    expect(await mails('verify@example.com', 'newsletter_welcome')).toHaveLength(1);
    expect(await linkToken('verify@example.com', 'newsletter_welcome', 'unsubscribe')).toMatch(
      /^newsletter-unsubscribe\./,
    );
  });

  it('unsubscribes with the emailed link (repeatable), after which the address can subscribe again', async () => {
    const token = await linkToken('verify@example.com', 'newsletter_welcome', 'unsubscribe');
    await followTwice('unsubscribe', token, /unsubscribed/);
    const gone = await subscriber('verify@example.com');
    expect(gone).toMatchObject({ status: 'unsubscribed' });
    expect(gone!.unsubscribed_at).toBeInstanceOf(Date);

    // An old confirmation link does not bring the address back...
    const oldVerify = await linkToken('verify@example.com', 'newsletter_confirm', 'verify');
    expect((await call('verify', { token: oldVerify })).statusCode).toBe(400);
    // ...but subscribing again does, through a new confirmation.
    expect((await subscribe({ email: 'verify@example.com' })).json().data.message).toBe(THANKS);
    expect(await subscriber('verify@example.com')).toMatchObject({
      status: 'pending',
      unsubscribed_at: null,
    });
    expect(await mails('verify@example.com', 'newsletter_confirm')).toHaveLength(2);
    const fresh = await linkToken('verify@example.com', 'newsletter_confirm', 'verify');
    expect((await call('verify', { token: fresh })).statusCode).toBe(200);
    expect((await subscriber('verify@example.com'))!.status).toBe('active');
  });
});
