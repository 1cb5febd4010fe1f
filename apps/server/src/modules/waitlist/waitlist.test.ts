import { WAITLIST_MESSAGES } from '@atelier/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworks, emailOutbox, waitlistEntries } from '../../db/schema/index';
import { createArtwork, createCollection } from '../../test/factories/catalogue';
import { orderBody, placeOrder } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { sendWaitlistNotices } from './waitlist.service';

const t = useTestApp({ publicUrl: 'https://studio.test' });
let landscapes: { id: number };
let portraits: { id: number };
let preview: { id: number };
let soldLandscape: { id: number };

beforeAll(async () => {
  const db = t.app.db;
  landscapes = await createCollection(db, { name: 'Landscapes' });
  portraits = await createCollection(db, { name: 'Portraits' });
  preview = await createCollection(db, { name: 'Preview' });
  soldLandscape = await createArtwork(db, {
    title: 'Harbour at Dusk',
    availability: 'sold',
    collectionIds: [landscapes.id],
  });
});

let ipSeq = 0;
const join = (payload: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    payload,
    remoteAddress: `203.0.113.${++ipSeq}`,
  });
const post = (path: 'confirm' | 'leave', token: string) =>
  t.inject({ method: 'POST', url: `/api/v1/waitlist/${path}`, payload: { token } });
const mails = (kind: string, to?: string) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, kind))
    .then((rows) => rows.filter((r) => !to || r.to_address === to));
const tokenFromMail = (text: string, param: string) =>
  decodeURIComponent(new RegExp(`[?&]${param}=([^\\s&"]+)`).exec(text)![1]!);

/** Joins from a sold work and confirms by the link in the email; returns the email's token. */
async function joinAndConfirm(email: string, artworkId = soldLandscape.id) {
  expect((await join({ artwork_id: artworkId, email })).statusCode).toBe(201);
  const [mail] = await mails('waitlist_confirm', email.toLowerCase());
  const token = tokenFromMail(mail!.text_body, 'waitlist');
  const confirmed = await post('confirm', token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return token;
}

describe('joining from a sold work', () => {
  it('keeps a pending entry tagged with the work’s collections and emails a confirmation link', async () => {
    const res = await join({ artwork_id: soldLandscape.id, email: 'Ada@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ message: WAITLIST_MESSAGES.joined });
    const [entry] = await t.app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'ada@example.com'));
    expect(entry).toMatchObject({ status: 'pending', artwork_id: soldLandscape.id });
    const [mail] = await mails('waitlist_confirm', 'ada@example.com');
    expect(mail!.subject).toBe('Confirm: similar work to “Harbour at Dusk”');
    expect(tokenFromMail(mail!.text_body, 'waitlist')).toBe(entry!.token);
    expect(mail!.text_body).toContain('https://studio.test/mailing-list?waitlist=');
  });

  it('takes an address on a work an order holds, since it may come back (decision 048)', async () => {
    const held = await createArtwork(t.app.db, {
      title: 'Pier in Rain',
      price_cents: 80_000,
      collectionIds: [landscapes.id],
    });
    expect((await placeOrder(t, orderBody([{ artwork_id: held.id }]))).statusCode).toBe(201);
    const res = await join({ artwork_id: held.id, email: 'held@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mails('waitlist_confirm', 'held@example.com');
    expect(mail!.subject).toBe('Confirm: similar work to “Pier in Rain”');
  });

  it('answers an available work with 409, a hidden one with 404, and bad input with 400, keeping nothing', async () => {
    const available = await createArtwork(t.app.db, { title: 'For Sale' });
    const hidden = await createArtwork(t.app.db, { availability: 'sold', is_public: false });
    const gated = await createArtwork(t.app.db, {
      availability: 'sold',
      collectionIds: [preview.id],
    });
    const before = (await t.app.db.select().from(waitlistEntries)).length;
    const open = await join({ artwork_id: available.id, email: 'x0@example.com' });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe('not_sold');
    for (const id of [hidden.id, gated.id, 999_999])
      expect((await join({ artwork_id: id, email: `x${id}@example.com` })).statusCode).toBe(404);
    const bad = await join({ artwork_id: soldLandscape.id, email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
    expect((await t.app.db.select().from(waitlistEntries)).length).toBe(before);
  });

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const res = await join({
      artwork_id: soldLandscape.id,
      email: 'bot@example.com',
      website: 'http://spam',
    });
    expect(res.statusCode).toBe(201);
    expect(await mails('waitlist_confirm', 'bot@example.com')).toHaveLength(0);
  });

  it('limits one address to a few asks an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await join({ artwork_id: soldLandscape.id, email: 'eager@example.com' })).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('refuses an unknown confirmation token with 404', async () => {
    expect((await post('confirm', 'x'.repeat(43))).statusCode).toBe(404);
  });
});

describe('notices of new work', () => {
  it('tells a confirmed address once about a work first made public in its collections', async () => {
    const email = 'collector@example.com';
    const before = await createArtwork(t.app.db, {
      title: 'Older Landscape',
      collectionIds: [landscapes.id],
    });
    await joinAndConfirm(email);
    await sendWaitlistNotices(t.app);
    expect(await mails('waitlist_notice', email)).toHaveLength(0);

    const other = await createArtwork(t.app.db, { title: 'A Face', collectionIds: [portraits.id] });
    const fresh = await createArtwork(t.app.db, {
      title: 'Morning Tide',
      collectionIds: [landscapes.id],
    });
    await sendWaitlistNotices(t.app);
    await sendWaitlistNotices(t.app);
    const sent = await mails('waitlist_notice', email);
    expect(sent.map((m) => m.subject)).toEqual(['New work: “Morning Tide”']);
    expect(sent[0]!.text_body).toContain(`https://studio.test/artwork/${fresh.id}`);
    expect(sent[0]!.text_body).toContain('https://studio.test/mailing-list?leave-waitlist=');
    expect([before.id, other.id]).not.toContain(fresh.id);
  });

  it('tells about a hidden work when it is made public, and a gated one once it leaves the preview', async () => {
    const email = 'patient@example.com';
    await joinAndConfirm(email);
    const hidden = await createArtwork(t.app.db, {
      title: 'Quiet Field',
      is_public: false,
      collectionIds: [landscapes.id],
    });
    const gated = await createArtwork(t.app.db, {
      title: 'Preview Dunes',
      collectionIds: [landscapes.id, preview.id],
    });
    await sendWaitlistNotices(t.app);
    expect(await mails('waitlist_notice', email)).toHaveLength(0);
    await t.app.db.update(artworks).set({ is_public: true }).where(eq(artworks.id, hidden.id));
    await sendWaitlistNotices(t.app);
    expect((await mails('waitlist_notice', email)).map((m) => m.subject)).toEqual([
      'New work: “Quiet Field”',
    ]);
    const released = await t.admin('PUT', `/api/v1/artworks/${gated.id}`, {
      collection_ids: [landscapes.id],
    });
    expect(released.statusCode, released.body).toBe(200);
    await sendWaitlistNotices(t.app);
    expect((await mails('waitlist_notice', email)).map((m) => m.subject)).toContain(
      'New work: “Preview Dunes”',
    );
  });

  it('sends nothing to an unconfirmed address, and nothing more after leaving', async () => {
    expect(
      (await join({ artwork_id: soldLandscape.id, email: 'unsure@example.com' })).statusCode,
    ).toBe(201);
    const token = await joinAndConfirm('leaver@example.com');
    const left = await post('leave', token);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ message: WAITLIST_MESSAGES.left });
    await createArtwork(t.app.db, { title: 'After Leaving', collectionIds: [landscapes.id] });
    await sendWaitlistNotices(t.app);
    expect(await mails('waitlist_notice', 'unsure@example.com')).toHaveLength(0);
    expect(await mails('waitlist_notice', 'leaver@example.com')).toHaveLength(0);
    // A link of a left entry no longer confirms.
    expect((await post('confirm', token)).statusCode).toBe(404);
  });

  it('queues each notice once when several instances run at the same moment', async () => {
    const email = 'raced@example.com';
    await joinAndConfirm(email);
    // A second sold work in the same collection: two entries, still one notice per work.
    const secondSold = await createArtwork(t.app.db, {
      availability: 'sold',
      collectionIds: [landscapes.id],
    });
    await joinAndConfirm(email, secondSold.id);
    await createArtwork(t.app.db, { title: 'Raced Work', collectionIds: [landscapes.id] });
    await Promise.all([sendWaitlistNotices(t.app), sendWaitlistNotices(t.app)]);
    expect(
      (await mails('waitlist_notice', email)).filter((m) => m.subject === 'New work: “Raced Work”'),
    ).toHaveLength(1);
  });
});
