import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection } from '../../test/factories/catalogue';
import { outbox, setSettings } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';
import { offerHelpers } from './offers.fixtures';

const t = useTestApp({ artistEmail: 'elena@studio.test' });
beforeAll(async () => {
  await setSettings(t, { offers_enabled: true, offer_minimum_percent: 70 });
});
const { work, offer, offerOf } = offerHelpers(t);

describe('making an offer', () => {
  it('keeps an offer at or above the hidden minimum open and tells the artist', async () => {
    const w = await work();
    const res = await offer(w.id, 700, { note: 'Would you take 700?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('open');
    expect(res.body).not.toContain('70');
    const [row] = await offerOf(w.id);
    expect(row).toMatchObject({ status: 'open', amount_cents: 70_000 });
    const alerts = await outbox(t.app.db, 'offer_notification');
    expect(alerts.at(-1)).toMatchObject({ to_address: 'elena@studio.test' });
  });

  it('declines an offer below the minimum politely, by email, without telling the minimum', async () => {
    const w = await work();
    const res = await offer(w.id, 699);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('declined');
    const [row] = await offerOf(w.id);
    expect(row!.status).toBe('declined');
    const declined = await outbox(t.app.db, 'offer_declined');
    // Neither the minimum's share of the price nor its amount (other numbers, such as a work's
    // generated title, may contain 70).
    expect(declined.at(-1)!.text_body).not.toMatch(/70\s*%|percent|\$700|minimum/i);
  });

  it('allows one open offer per buyer per work', async () => {
    const w = await work();
    const first = await offer(w.id, 900, { email: 'same@example.com' });
    expect(first.statusCode).toBe(201);
    const again = await offer(w.id, 950, { email: 'SAME@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('offer_open');
  });

  it('refuses offers when they are off for the shop and the work, and on gated works', async () => {
    await setSettings(t, { offers_enabled: false });
    const closed = await work();
    expect((await offer(closed.id, 900)).statusCode).toBe(403);
    const open = await work({ offers_enabled: true });
    expect((await offer(open.id, 900)).statusCode).toBe(201);
    const preview = await createCollection(t.app.db, { name: 'Preview' });
    const gated = await work({ offers_enabled: true, collectionIds: [preview.id] });
    expect((await offer(gated.id, 900)).statusCode).toBe(404);
    await setSettings(t, { offers_enabled: true });
  });

  it('keeps nothing when the honeypot is filled', async () => {
    const w = await work();
    const res = await offer(w.id, 900, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await offerOf(w.id)).toHaveLength(0);
  });
});
