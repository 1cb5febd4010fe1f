import { beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber } from '../../test/factories/audience';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);
let ids: Record<'ada' | 'formula' | 'pending' | 'gone', number>;

beforeAll(async () => {
  const ada = await createSubscriber(t.app.db, {
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    source: 'footer',
    created_at: ago(4),
    confirmed_at: new Date('2024-03-01T10:00:00Z'),
  });
  const formula = await createSubscriber(t.app.db, {
    email: 'x@example.com',
    first_name: '=HYPERLINK("http://evil.test","click")',
    last_name: 'Lima, "Ana"',
    source: '@import',
    created_at: ago(3),
  });
  const pending = await createSubscriber(t.app.db, {
    email: 'pending@example.com',
    first_name: 'Pia',
    last_name: null,
    status: 'pending',
    source: null,
    created_at: ago(2),
  });
  const gone = await createSubscriber(t.app.db, {
    email: 'gone@example.com',
    first_name: 'Gus',
    status: 'unsubscribed',
    created_at: ago(1),
  });
  ids = { ada: ada.id, formula: formula.id, pending: pending.id, gone: gone.id };
});

const get = (url: string) => t.admin('GET', `/api/v1${url}`);
const idsOf = async (query: string) =>
  (await get(`/admin/subscribers?${query}`)).json().data.map((s: { id: number }) => s.id);

describe('admin subscribers', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/admin/subscribers'],
      ['GET', '/admin/subscribers/export'],
      ['DELETE', `/admin/subscribers/${ids.ada}`],
    ] as const) {
      expect((await t.inject({ method, url: `/api/v1${url}` })).statusCode, url).toBe(401);
    }
  });

  it('lists newest first with pagination and the fields of docs/product.md §3', async () => {
    const res = await get('/admin/subscribers?limit=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((s: { id: number }) => s.id)).toEqual([
      ids.gone,
      ids.pending,
      ids.formula,
    ]);
    expect(body.pagination).toEqual({ total: 4, pages: 2, page: 1, limit: 3, offset: 0 });
    expect(body.data[1]).toEqual({
      id: ids.pending,
      email: 'pending@example.com',
      first_name: 'Pia',
      last_name: null,
      preferences: { topics: [] },
      status: 'pending',
      source: null,
      created_at: expect.stringMatching(/Z$/),
      confirmed_at: null,
    });
    expect(await idsOf('limit=3&page=2')).toEqual([ids.ada]);
  });

  it('filters by status and searches email and names', async () => {
    expect(await idsOf('status=active')).toEqual([ids.formula, ids.ada]);
    expect(await idsOf('status=unsubscribed')).toEqual([ids.gone]);
    expect(await idsOf('search=LOVELACE')).toEqual([ids.ada]);
    expect(await idsOf('search=pia')).toEqual([ids.pending]);
    expect(await idsOf('search=gone%40')).toEqual([ids.gone]);
    expect(await idsOf('search=pia&status=active')).toEqual([]);
    expect((await get('/admin/subscribers?status=banned')).statusCode).toBe(400);
  });

  it('exports active subscribers as a CSV attachment by default', async () => {
    const res = await get('/admin/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="subscribers-${today}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,first_name,last_name,status,source,subscribed_at,confirmed_at');
    expect(lines[1]).toMatch(
      /^ada@example\.com,Ada,Lovelace,active,footer,\d{4}-\d\d-\d\dT[\d:.]+Z,2024-03-01T10:00:00\.000Z$/,
    );
    expect(lines).toHaveLength(4); // header, 2 active rows, and the final line end
    expect(lines[3]).toBe('');
    expect(res.body).not.toContain('pending@example.com');
    expect(res.body).not.toContain('gone@example.com');
  });

  it('neutralises formula cells and quotes commas and quotes', async () => {
    const row = (await get('/admin/subscribers/export')).body.split('\r\n')[2]!;
    expect(
      row.startsWith(
        `x@example.com,"'=HYPERLINK(""http://evil.test"",""click"")","Lima, ""Ana""",active,'@import,`,
      ),
    ).toBe(true);
  });

  it('exports one status, or all with status=all', async () => {
    const emails = async (status: string) =>
      (await get(`/admin/subscribers/export?status=${status}`)).body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]);
    expect(await emails('pending')).toEqual(['pending@example.com']);
    expect(await emails('all')).toEqual([
      'ada@example.com',
      'x@example.com',
      'pending@example.com',
      'gone@example.com',
    ]);
    const pending = (await get('/admin/subscribers/export?status=pending')).body.split('\r\n')[1];
    expect(pending).toMatch(/^pending@example\.com,Pia,,pending,,[^,]+Z,$/);
    expect((await get('/admin/subscribers/export?status=nope')).statusCode).toBe(400);
  });

  it('deletes a subscriber (204), then 404', async () => {
    const del = (id: number) => t.admin('DELETE', `/api/v1/admin/subscribers/${id}`);
    const res = await del(ids.gone);
    expect(res.statusCode).toBe(204);
    expect(await idsOf('status=unsubscribed')).toEqual([]);
    const again = await del(ids.gone);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Subscriber not found');
    expect((await del(0)).statusCode).toBe(400);
  });
});
