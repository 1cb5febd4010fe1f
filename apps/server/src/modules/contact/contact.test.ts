import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { outboxMailer } from '../mail/mailer.service';
import { deliverDueEmails } from '../mail/outbox.worker';

const THANKS = "Thank you for your message. I'll get back to you within 2-3 business days.";

const t = useTestApp({ artistEmail: 'elena@studio.test' });

let ipSeq = 0;
/** Each call comes from its own address so the per-IP throttle only bites where a test wants it. */
const post = (payload: Record<string, unknown>, ip = `198.51.100.${++ipSeq}`) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload,
    remoteAddress: ip,
    headers: { 'user-agent': 'TestBrowser/1.0' },
  });
const valid = (email: string) => ({
  name: 'Ana <Lima>',
  email,
  subject: 'Commission',
  message: 'Would you paint our harbour at dusk?\nThank you!',
});
const messagesFrom = (email: string) =>
  t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const outboxTo = (address: string) =>
  t.app.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));

describe('POST /contact', () => {
  it('stores the message with its sender address and queues a notification to the artist', async () => {
    const before = (await outboxTo('elena@studio.test')).length;
    const res = await post(valid('ana@example.com'), '192.0.2.10');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: THANKS } });

    const [stored] = await messagesFrom('ana@example.com');
    expect(stored).toMatchObject({
      name: 'Ana <Lima>',
      subject: 'Commission',
      is_read: false,
      ip: '192.0.2.10',
      user_agent: 'TestBrowser/1.0',
    });
    expect(stored!.message).toBe('Would you paint our harbour at dusk?\nThank you!');

    const emails = await outboxTo('elena@studio.test');
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1)!;
    expect(email).toMatchObject({
      kind: 'contact_notification',
      reply_to: 'ana@example.com',
      status: 'pending',
      subject: 'New message from Ana <Lima>: Commission',
    });
    expect(email.text_body).toContain('Would you paint our harbour at dusk?');
    expect(email.text_body).toContain('Email: ana@example.com');
    expect(email.html_body).toContain('Ana &lt;Lima&gt;');
    expect(email.html_body).not.toContain('<Lima>');
  });

  it('delivers the notification with Reply-To set to the visitor', async () => {
    await post(valid('reply@example.com'));
    await deliverDueEmails(t.app);
    const dir = path.join(t.config.dataDir, 'mail');
    const emls = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
    const eml = emls.find((e) => /^Reply-To: reply@example\.com\r$/m.test(e));
    expect(eml).toBeDefined();
    expect(eml).toMatch(/^To: elena@studio\.test\r$/m);
  });

  it('keeps an optional empty subject as null', async () => {
    expect((await post({ ...valid('nosubject@example.com'), subject: '' })).statusCode).toBe(201);
    const [stored] = await messagesFrom('nosubject@example.com');
    expect(stored!.subject).toBeNull();
    expect((await outboxTo('elena@studio.test')).at(-1)!.subject).toBe(
      'New message from Ana <Lima>',
    );
  });

  it('keeps line breaks of a subject out of the email Subject header', async () => {
    expect(
      (await post({ ...valid('crlf@example.com'), subject: 'Hello\r\nBcc: victim@example.com' }))
        .statusCode,
    ).toBe(201);
    const email = (await outboxTo('elena@studio.test')).at(-1)!;
    expect(email.subject).toBe('New message from Ana <Lima>: Hello Bcc: victim@example.com');
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'ana@' }, 'email: Please enter a valid email address'],
    [{ message: '' }, 'message: Message is required'],
    [{ message: 'Too short' }, 'message: Message must be at least 10 characters long'],
  ])('rejects %o with "%s" and stores nothing', async (change, message) => {
    const payload = { ...valid('invalid@example.com'), ...change };
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message });
    expect(await messagesFrom('invalid@example.com')).toHaveLength(0);
  });

  it('answers a filled honeypot exactly like a success but keeps nothing', async () => {
    const before = (await outboxTo('elena@studio.test')).length;
    const res = await post({ ...valid('bot@example.com'), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: THANKS } });
    expect(await messagesFrom('bot@example.com')).toHaveLength(0);
    expect(await outboxTo('elena@studio.test')).toHaveLength(before);
  });

  it('writes the message and its email in one transaction: no email, no message', async () => {
    vi.spyOn(outboxMailer, 'enqueue').mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await post(valid('atomic@example.com'));
    expect(res.statusCode).toBe(500);
    expect(await messagesFrom('atomic@example.com')).toHaveLength(0);
  });

  it('throttles one address to 5 messages per 10 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post(valid('eager@example.com'), '192.0.2.99')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await messagesFrom('eager@example.com')).toHaveLength(5);
    expect((await post(valid('eager@example.com'), '192.0.2.100')).statusCode).toBe(201);
  });
});
