import { beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createPost, minutesFromNow, resetBlog } from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const list = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.inject({ method: 'GET', url: `/api/v1/blog/posts${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { title: string }[]; pagination: Record<string, number> };
};
const titles = async (query = '', headers: Record<string, string> = {}) =>
  (await list(query, headers)).data.map((p) => p.title);

/** One post in each state, newest first among the public ones. */
async function postsInEveryState() {
  const db = t.app.db;
  await createPost(db, { title: 'Draft', status: 'draft' });
  await createPost(db, { title: 'Future', status: 'scheduled', published_at: minutesFromNow(60) });
  await createPost(db, { title: 'Due', status: 'scheduled', published_at: minutesFromNow(-5) });
  await createPost(db, { title: 'Live', status: 'published', published_at: minutesFromNow(-10) });
}

describe('GET /blog/posts visibility', () => {
  it('shows visitors only published posts, whatever status they ask for', async () => {
    await postsInEveryState();
    expect(await titles()).toEqual(['Due', 'Live']);
    expect(await titles('?status=draft')).toEqual(['Due', 'Live']);
    expect(await titles('?status=scheduled')).toEqual(['Due', 'Live']);
    expect(await titles('?status=all')).toEqual(['Due', 'Live']);
    expect((await list('?status=all')).pagination.total).toBe(2);
  });

  it('lets the admin filter by status, defaulting to published', async () => {
    await postsInEveryState();
    expect(await titles('', t.auth)).toEqual(['Due', 'Live']);
    expect(await titles('?status=published', t.auth)).toEqual(['Due', 'Live']);
    expect(await titles('?status=draft', t.auth)).toEqual(['Draft']);
    expect(await titles('?status=scheduled', t.auth)).toEqual(['Future']);
    expect((await titles('?status=all', t.auth)).sort()).toEqual([
      'Draft',
      'Due',
      'Future',
      'Live',
    ]);
  });

  it('treats a bad token as a visitor', async () => {
    await postsInEveryState();
    expect(await titles('?status=all', { authorization: 'Bearer nonsense' })).toEqual([
      'Due',
      'Live',
    ]);
  });
});

describe('GET /blog/posts ordering and pagination', () => {
  it('orders by publication date (else creation date) newest first, then id', async () => {
    const db = t.app.db;
    await createPost(db, { title: 'Old', published_at: minutesFromNow(-300) });
    await createPost(db, {
      title: 'Undated',
      published_at: null,
      created_at: minutesFromNow(-200),
    });
    const tie = minutesFromNow(-100);
    await createPost(db, { title: 'Tie A', published_at: tie });
    await createPost(db, { title: 'Tie B', published_at: tie });
    await createPost(db, { title: 'New', published_at: minutesFromNow(-1) });
    expect(await titles()).toEqual(['New', 'Tie B', 'Tie A', 'Undated', 'Old']);
  });

  it('pages with limit and offset and reports the numbers', async () => {
    for (let i = 1; i <= 5; i++)
      await createPost(t.app.db, { title: `P${i}`, published_at: minutesFromNow(-i) });
    const body = await list('?limit=2&offset=2');
    expect(body.data.map((p) => p.title)).toEqual(['P3', 'P4']);
    expect(body.pagination).toEqual({ total: 5, pages: 3, page: 2, limit: 2, offset: 2 });
    const last = await list('?limit=2&offset=4');
    expect(last.data.map((p) => p.title)).toEqual(['P5']);
  });

  it('returns 9 posts per page by default', async () => {
    for (let i = 0; i < 10; i++) await createPost(t.app.db);
    const body = await list();
    expect(body.data).toHaveLength(9);
    expect(body.pagination).toEqual({ total: 10, pages: 2, page: 1, limit: 9, offset: 0 });
  });

  it('answers an empty list with zero pages', async () => {
    expect(await list()).toEqual({
      data: [],
      pagination: { total: 0, pages: 0, page: 1, limit: 9, offset: 0 },
    });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['status=archived', 'status'],
    ['search=', 'search'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/blog/posts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /blog/posts filters', () => {
  it('filters by category slug, counting only published posts', async () => {
    const db = t.app.db;
    const oils = await createCategory(db, { name: 'Oils', slug: 'oils' });
    const sketches = await createCategory(db, { name: 'Sketches', slug: 'sketches' });
    await createPost(db, {
      title: 'Oil 1',
      category_ids: [oils.id],
      published_at: minutesFromNow(-2),
    });
    await createPost(db, {
      title: 'Both',
      category_ids: [sketches.id, oils.id],
      published_at: minutesFromNow(-1),
    });
    await createPost(db, { title: 'Oil draft', status: 'draft', category_ids: [oils.id] });
    await createPost(db, { title: 'Sketch', category_ids: [sketches.id] });
    const body = await list('?category=oils');
    expect(body.data.map((p) => p.title)).toEqual(['Both', 'Oil 1']);
    expect(body.pagination.total).toBe(2);
    expect(await titles('?category=oils&status=all', t.auth)).toEqual(
      expect.arrayContaining(['Oil draft']),
    );
    expect(await titles('?category=unknown')).toEqual([]);
  });

  it('answers each category and search by its own values, counting past the last page', async () => {
    // The same filters give the same statement (built once); only the values differ.
    const db = t.app.db;
    const oils = await createCategory(db, { name: 'Oils', slug: 'oils' });
    const inks = await createCategory(db, { name: 'Inks', slug: 'inks' });
    for (let i = 1; i <= 3; i++)
      await createPost(db, {
        title: `Harbour oil ${i}`,
        category_ids: [oils.id],
        published_at: minutesFromNow(-i),
      });
    await createPost(db, { title: 'Harbour ink', category_ids: [inks.id] });
    await createPost(db, { title: 'Field ink', category_ids: [inks.id] });
    expect(await titles('?category=oils&search=harbour')).toEqual([
      'Harbour oil 1',
      'Harbour oil 2',
      'Harbour oil 3',
    ]);
    expect(await titles('?category=inks&search=harbour')).toEqual(['Harbour ink']);
    expect(await titles('?category=inks&search=field')).toEqual(['Field ink']);
    const past = await list('?category=oils&search=harbour&limit=2&offset=4');
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(3);
    expect((await list('?category=inks&search=ink&limit=2&offset=4')).pagination.total).toBe(2);
  });

  it('searches title, excerpt and content case-insensitively', async () => {
    const db = t.app.db;
    await createPost(db, { title: 'Harbour at Dawn', published_at: minutesFromNow(-3) });
    await createPost(db, {
      title: 'Two',
      excerpt: 'Notes from the HARBOUR wall',
      published_at: minutesFromNow(-2),
    });
    await createPost(db, {
      title: 'Three',
      content: '<p>a harbour in fog</p>',
      published_at: minutesFromNow(-1),
    });
    await createPost(db, { title: 'Unrelated' });
    await createPost(db, { title: 'Harbour draft', status: 'draft' });
    const body = await list('?search=harbour');
    expect(body.data.map((p) => p.title)).toEqual(['Three', 'Two', 'Harbour at Dawn']);
    expect(body.pagination.total).toBe(3);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    await createPost(t.app.db, { title: 'Save 50% today' });
    await createPost(t.app.db, { title: 'Save 500 today' });
    expect(await titles(`?search=${encodeURIComponent('50%')}`)).toEqual(['Save 50% today']);
    expect(await titles('?search=a_b')).toEqual([]);
  });
});
