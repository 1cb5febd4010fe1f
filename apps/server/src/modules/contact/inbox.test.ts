import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index';
import { createContactMessage } from '../../test/factories/audience';
import { createArtwork } from '../../test/factories/catalogue';
import { MAINE } from '../../test/factories/orders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);
let ids: Record<'note' | 'question' | 'openOffer' | 'countered' | 'withdrawn', number>;

beforeAll(async () => {
  const work = await createArtwork(t.app.db, { title: 'Harbour Light', price_cents: 100_000 });
  const note = await createContactMessage(t.app.db, {
    name: 'Nora',
    subject: 'Studio visit',
    message: 'May I visit the studio in June?',
    created_at: ago(5),
  });
  const question = await createContactMessage(t.app.db, {
    name: 'Quentin',
    subject: null,
    message: 'Is it varnished?',
    artwork_id: work.id,
    is_read: true,
    created_at: ago(4),
  });
  const offer = (status: 'open' | 'countered' | 'withdrawn', name: string, hours: number) =>
    t.app.db
      .insert(offers)
      .values({
        artwork_id: work.id,
        status,
        name,
        email: `${name.toLowerCase()}@example.com`,
        note: status === 'open' ? 'Would you take less?' : null,
        amount_cents: 80_000,
        shipping_address: { ...MAINE, line2: null },
        token: `${name}-token-${'x'.repeat(30)}`,
        created_at: ago(hours),
      })
      .returning()
      .then(([row]) => row!.id);
  ids = {
    note: note.id,
    question: question.id,
    openOffer: await offer('open', 'Olga', 3),
    countered: await offer('countered', 'Carl', 2),
    withdrawn: await offer('withdrawn', 'Wendy', 1),
  };
});

const inbox = async (query = '') => {
  const res = await t.admin('GET', `/api/v1/admin/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Array<{ kind: string; id: number; unread: boolean; answered: boolean }>;
    pagination: { total: number; pages: number };
  };
};
const keys = (body: Awaited<ReturnType<typeof inbox>>) =>
  body.data.map((item) => `${item.kind}:${item.id}`);

describe('the one inbox', () => {
  it('asks for the admin', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/inbox' })).statusCode).toBe(401);
    const count = await t.inject({ method: 'GET', url: '/api/v1/admin/inbox/unread-count' });
    expect(count.statusCode).toBe(401);
  });

  it('lists messages, questions and offers together, newest first, each once', async () => {
    const body = await inbox();
    expect(keys(body)).toEqual([
      `offer:${ids.withdrawn}`,
      `offer:${ids.countered}`,
      `offer:${ids.openOffer}`,
      `inquiry:${ids.question}`,
      `message:${ids.note}`,
    ]);
    expect(body.pagination).toMatchObject({ total: 5, pages: 1 });
    expect(body.data[2]).toMatchObject({
      name: 'Olga',
      body: 'Would you take less?',
      artwork: { title: 'Harbour Light' },
      amount: 800,
      offer_status: 'open',
      unread: true,
      answered: false,
      subject: null,
    });
    expect(body.data[3]).toMatchObject({
      kind: 'inquiry',
      body: 'Is it varnished?',
      artwork: { title: 'Harbour Light' },
      amount: null,
      offer_status: null,
      unread: false,
    });
    const second = await inbox('?limit=2&page=2');
    expect(keys(second)).toEqual([`offer:${ids.openOffer}`, `inquiry:${ids.question}`]);
    expect(second.pagination).toMatchObject({ total: 5, pages: 3 });
  });

  it('filters by kind, by state and by words', async () => {
    expect(keys(await inbox('?kind=message'))).toEqual([`message:${ids.note}`]);
    expect(keys(await inbox('?kind=inquiry'))).toEqual([`inquiry:${ids.question}`]);
    expect((await inbox('?kind=offer')).pagination.total).toBe(3);
    // Unread: a message not yet read, an offer not yet answered.
    expect(keys(await inbox('?state=unread'))).toEqual([
      `offer:${ids.openOffer}`,
      `message:${ids.note}`,
    ]);
    // A countered offer is answered; a withdrawn one is neither.
    expect(keys(await inbox('?state=answered'))).toEqual([`offer:${ids.countered}`]);
    expect(keys(await inbox('?search=varnished'))).toEqual([`inquiry:${ids.question}`]);
    expect(keys(await inbox('?search=take%20less'))).toEqual([`offer:${ids.openOffer}`]);
    expect(keys(await inbox('?kind=offer&search=studio'))).toEqual([]);
  });

  it('marks a message answered and not, which the answered filter follows', async () => {
    const patch = (payload: object) =>
      t.admin('PATCH', `/api/v1/admin/messages/${ids.note}`, payload);
    const answered = await patch({ is_answered: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.answered_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(keys(await inbox('?state=answered&kind=message'))).toEqual([`message:${ids.note}`]);
    expect((await patch({ is_answered: false })).json().data.answered_at).toBeNull();
    expect(keys(await inbox('?state=answered&kind=message'))).toEqual([]);
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/read or answered/);
    expect(
      (await t.admin('PATCH', '/api/v1/admin/messages/999999', { is_answered: true })).statusCode,
    ).toBe(404);
  });

  it('counts unread messages and offers waiting for an answer for its menu entry', async () => {
    const res = await t.admin('GET', '/api/v1/admin/inbox/unread-count');
    expect(res.json()).toEqual({ data: { count: 2 } });
  });

  it('refuses an unknown filter with a sentence', async () => {
    const res = await t.admin('GET', '/api/v1/admin/inbox?kind=letters');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Choose messages, questions about works or offers');
  });
});
