import { beforeAll, describe, expect, it } from 'vitest';
import { createContactMessage } from '../../test/factories/audience';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let ids: { old: number; mid: number; recent: number };
beforeAll(async () => {
  const day = 86_400_000;
  const old = await createContactMessage(t.app.db, {
    name: 'Old',
    subject: 'Frames',
    message: 'Do you sell frames separately?',
    is_read: true,
    created_at: new Date(Date.now() - 3 * day),
  });
  const mid = await createContactMessage(t.app.db, {
    name: 'Mid',
    email: 'mid@example.com',
    subject: null,
    message: 'A 100% lovely painting, thank you.',
    created_at: new Date(Date.now() - 2 * day),
  });
  const recent = await createContactMessage(t.app.db, {
    name: 'Recent',
    subject: 'Commission',
    message: 'Could you paint my dog, please?',
    created_at: new Date(Date.now() - day),
  });
  ids = { old: old.id, mid: mid.id, recent: recent.id };
});

const get = (url: string, auth = true) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth ? t.auth : {} });

describe('admin inbox', () => {
  it('answers 401 on every route without a token', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/admin/messages' },
      { method: 'GET', url: '/api/v1/admin/messages/unread-count' },
      { method: 'GET', url: `/api/v1/admin/messages/${ids.old}` },
      { method: 'PATCH', url: `/api/v1/admin/messages/${ids.old}`, payload: { is_read: false } },
      { method: 'DELETE', url: `/api/v1/admin/messages/${ids.old}` },
    ] as const;
    for (const call of calls)
      expect((await t.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it('lists newest first with pagination', async () => {
    const res = await get('/admin/messages?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([ids.recent, ids.mid]);
    expect(body.pagination).toEqual({ total: 3, pages: 2, page: 1, limit: 2, offset: 0 });
    expect(body.data[0]).toMatchObject({
      name: 'Recent',
      subject: 'Commission',
      is_read: false,
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
    });
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const page2 = (await get('/admin/messages?limit=2&page=2')).json();
    expect(page2.data.map((m: { id: number }) => m.id)).toEqual([ids.old]);
    expect(page2.pagination).toMatchObject({ page: 2, offset: 2 });
  });

  it('filters unread or read messages and searches name, email, subject and text', async () => {
    const idsOf = async (query: string) =>
      (await get(`/admin/messages?${query}`)).json().data.map((m: { id: number }) => m.id);
    expect(await idsOf('unread=true')).toEqual([ids.recent, ids.mid]);
    expect(await idsOf('unread=false')).toEqual([ids.old]);
    expect(await idsOf('search=FRAMES')).toEqual([ids.old]);
    expect(await idsOf('search=mid%40example')).toEqual([ids.mid]);
    expect(await idsOf('search=dog')).toEqual([ids.recent]);
    expect(await idsOf('search=100%25')).toEqual([ids.mid]);
    expect(await idsOf('search=%25')).toEqual([ids.mid]);
    expect(await idsOf('search=dog&unread=false')).toEqual([]);
  });

  it('rejects a bad query with a message naming the field', async () => {
    const res = await get('/admin/messages?unread=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^unread: /);
  });

  it('reads one message, 404 when missing', async () => {
    const res = await get(`/admin/messages/${ids.mid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.mid, email: 'mid@example.com', subject: null });
    const missing = await get('/admin/messages/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Message not found');
    expect((await get('/admin/messages/abc')).statusCode).toBe(400);
  });

  it('marks messages read and unread, which the unread count follows', async () => {
    expect((await get('/admin/messages/unread-count')).json()).toEqual({ data: { count: 2 } });
    const patch = (id: number, is_read: unknown) =>
      t.admin('PATCH', `/api/v1/admin/messages/${id}`, { is_read });
    const read = await patch(ids.recent, true);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: ids.recent, is_read: true });
    expect((await get('/admin/messages/unread-count')).json().data.count).toBe(1);
    expect((await patch(ids.recent, false)).json().data.is_read).toBe(false);
    expect((await get('/admin/messages/unread-count')).json().data.count).toBe(2);
    expect((await patch(999999, true)).statusCode).toBe(404);
    const bad = await patch(ids.recent, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^is_read: /);
  });

  it('deletes a message (204), then 404', async () => {
    const doomed = await createContactMessage(t.app.db);
    const del = () => t.admin('DELETE', `/api/v1/admin/messages/${doomed.id}`);
    const res = await del();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/admin/messages/${doomed.id}`)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
  });
});
