import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema/index';
import {
  createArtwork,
  createCollection,
  previewGrantHeaders,
} from '../../test/factories/catalogue';
import { useTestApp } from '../../test/test-app';

const THANKS =
  "Thank you for asking about this work. I'll get back to you within 2-3 business days.";

const t = useTestApp({ artistEmail: 'elena@studio.test' });
let harbour: { id: number };
let sold: { id: number };
let hidden: { id: number };
let gated: { id: number };

beforeAll(async () => {
  const db = t.app.db;
  harbour = await createArtwork(db, { title: 'Harbour at Dusk' });
  sold = await createArtwork(db, { title: 'Sold Study', availability: 'sold' });
  hidden = await createArtwork(db, { title: 'Hidden Study', is_public: false });
  const preview = await createCollection(db, { name: 'Preview' });
  gated = await createArtwork(db, { title: 'New Work', collectionIds: [preview.id] });
});

let ipSeq = 0;
const ask = (
  payload: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/inquiries',
    payload,
    remoteAddress: opts.ip ?? `198.51.100.${++ipSeq}`,
    headers: opts.headers,
  });
const question = (artwork_id: number, email = `c${++ipSeq}@example.com`) => ({
  artwork_id,
  name: 'Ana Lima',
  email,
  message: 'Is this one still available, and could it ship to Lisbon?',
});
const messagesFrom = (email: string) =>
  t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const inquiryEmails = () =>
  t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'artwork_inquiry'));

describe('POST /inquiries ("Ask about this work")', () => {
  it('lands in the inbox linked to the work, and tells the artist with Reply-To the visitor', async () => {
    const before = (await inquiryEmails()).length;
    const res = await ask(question(harbour.id, 'ana@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: THANKS } });

    const [stored] = await messagesFrom('ana@example.com');
    expect(stored).toMatchObject({
      artwork_id: harbour.id,
      subject: 'About “Harbour at Dusk”',
      is_read: false,
    });
    const emails = await inquiryEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)).toMatchObject({
      to_address: 'elena@studio.test',
      reply_to: 'ana@example.com',
      subject: 'Ana Lima asks about “Harbour at Dusk”',
    });
    expect(emails.at(-1)!.text_body).toContain(`/artwork/${harbour.id}`);

    const inbox = await t.admin('GET', '/api/v1/admin/messages');
    const listed = inbox.json().data.find((m: { email: string }) => m.email === 'ana@example.com');
    expect(listed.artwork).toEqual({ id: harbour.id, title: 'Harbour at Dusk' });
  });

  it('lists only the questions about works when asked', async () => {
    await ask(question(harbour.id, 'filtered@example.com'));
    const contact = await t.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: '192.0.2.77',
      payload: {
        name: 'Not About A Work',
        email: 'general@example.com',
        message: 'A general question about commissions for the studio.',
      },
    });
    expect(contact.statusCode).toBe(201);
    const only = await t.admin('GET', '/api/v1/admin/messages?about_work=true&limit=100');
    const emails = only.json().data.map((m: { email: string }) => m.email);
    expect(emails).toContain('filtered@example.com');
    expect(emails).not.toContain('general@example.com');
    expect(only.json().data.every((m: { artwork: unknown }) => m.artwork !== null)).toBe(true);
  });

  it('takes questions about sold works too', async () => {
    expect((await ask(question(sold.id))).statusCode).toBe(201);
  });

  it('answers 404 for a hidden, missing or gated work, and keeps nothing', async () => {
    for (const id of [hidden.id, gated.id, 999_999]) {
      const email = `nobody-${id}@example.com`;
      const res = await ask(question(id, email));
      expect(res.statusCode).toBe(404);
      expect(await messagesFrom(email)).toHaveLength(0);
    }
  });

  it('takes a question about a gated work from a visitor with a preview grant', async () => {
    const grant = await previewGrantHeaders(t);
    const res = await ask(question(gated.id, 'insider@example.com'), { headers: grant });
    expect(res.statusCode).toBe(201);
    expect(await messagesFrom('insider@example.com')).toHaveLength(1);
  });

  it('thanks a bot that filled the honeypot, and keeps nothing', async () => {
    const res = await ask({ ...question(harbour.id, 'bot@example.com'), website: 'http://spam' });
    expect(res.statusCode).toBe(201);
    expect(await messagesFrom('bot@example.com')).toHaveLength(0);
  });

  it('refuses bad input with a message for each field, and keeps nothing', async () => {
    const res = await ask({ artwork_id: 'abc', name: '', email: 'nope', message: 'short' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { path: string }) => d.path);
    expect(fields).toEqual(expect.arrayContaining(['artwork_id', 'name', 'email', 'message']));
  });

  it('limits questions per address and per email', async () => {
    const fromOneAddress = [];
    for (let i = 0; i < 6; i++)
      fromOneAddress.push((await ask(question(harbour.id), { ip: '203.0.113.5' })).statusCode);
    expect(fromOneAddress).toEqual([201, 201, 201, 201, 201, 429]);

    const fromOneEmail = [];
    for (let i = 0; i < 6; i++)
      fromOneEmail.push((await ask(question(harbour.id, 'Same@Example.com'))).statusCode);
    expect(fromOneEmail).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
