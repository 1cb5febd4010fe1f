import { beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createPost, minutesFromNow, resetBlog } from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const URL = '/api/v1/blog/categories';
const listCategories = async (headers: Record<string, string> = {}) =>
  (await t.inject({ method: 'GET', url: URL, headers })).json().data;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers = t.auth,
) => t.inject({ method, url, headers, ...(payload && { payload }) });

describe('GET /blog/categories', () => {
  it('lists categories by name with counts of published posts only', async () => {
    const db = t.app.db;
    const zebra = await createCategory(db, { name: 'zebra', slug: 'zebra' });
    const apples = await createCategory(db, { name: 'Apples', slug: 'apples' });
    const empty = await createCategory(db, { name: 'Monkeys', slug: 'monkeys' });
    await createPost(db, { category_ids: [apples.id, zebra.id] });
    await createPost(db, {
      category_ids: [apples.id],
      status: 'scheduled',
      published_at: minutesFromNow(-1),
    });
    await createPost(db, {
      category_ids: [apples.id],
      status: 'scheduled',
      published_at: minutesFromNow(60),
    });
    await createPost(db, { category_ids: [apples.id, zebra.id], status: 'draft' });
    const expected = [
      { id: apples.id, slug: 'apples', name: 'Apples', post_count: 2 },
      { id: empty.id, slug: 'monkeys', name: 'Monkeys', post_count: 0 },
      { id: zebra.id, slug: 'zebra', name: 'zebra', post_count: 1 },
    ];
    expect(await listCategories()).toEqual(expected);
    expect(await listCategories(t.auth)).toEqual(expected);
  });
});

describe('POST /blog/categories', () => {
  it('creates a category with a slug from its name (201)', async () => {
    const res = await send('POST', URL, { name: '  Plein Air Studies ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      slug: 'plein-air-studies',
      name: 'Plein Air Studies',
      post_count: 0,
    });
    const again = await send('POST', URL, { name: 'Plein air studies' });
    expect(again.json().data.slug).toBe('plein-air-studies-2');
    expect((await listCategories()).map((c: { slug: string }) => c.slug)).toEqual([
      'plein-air-studies',
      'plein-air-studies-2',
    ]);
  });

  it('refuses an explicit slug in use with 409', async () => {
    await createCategory(t.app.db, { slug: 'oils' });
    const res = await send('POST', URL, { name: 'Oils again', slug: 'oils' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      message: 'slug: This web address is already in use',
      code: 'conflict',
      details: [{ path: 'slug', message: 'This web address is already in use' }],
    });
    expect(await listCategories()).toHaveLength(1);
  });

  it.each([
    [{}, 'name'],
    [{ name: '  ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 'Ok', slug: 'Not OK' }, 'slug'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const res = await send('POST', URL, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await send('POST', URL, { name: 'X' }, {})).statusCode).toBe(401);
    expect(await listCategories()).toEqual([]);
  });
});

describe('PUT /blog/categories/:id', () => {
  it('renames without changing the slug, and changes the slug when given', async () => {
    const cat = await createCategory(t.app.db, { name: 'Old', slug: 'old' });
    await createPost(t.app.db, { category_ids: [cat.id] });
    const renamed = await send('PUT', `${URL}/${cat.id}`, { name: 'New' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id: cat.id, slug: 'old', name: 'New', post_count: 1 });
    const reslugged = await send('PUT', `${URL}/${cat.id}`, { slug: 'new' });
    expect(reslugged.json().data).toMatchObject({ slug: 'new', name: 'New' });
    expect((await send('PUT', `${URL}/${cat.id}`, { slug: 'new' })).statusCode).toBe(200);
  });

  it('refuses a slug used by another category with 409', async () => {
    await createCategory(t.app.db, { slug: 'taken' });
    const cat = await createCategory(t.app.db, { slug: 'mine' });
    const res = await send('PUT', `${URL}/${cat.id}`, { slug: 'taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('slug: This web address is already in use');
  });

  it('answers 404, 400 and 401 as it should', async () => {
    expect((await send('PUT', `${URL}/999999`, { name: 'X' })).json().error).toEqual({
      message: 'Category not found',
      code: 'not_found',
    });
    expect((await send('PUT', `${URL}/abc`, { name: 'X' })).json().error.message).toMatch(/^id: /);
    const cat = await createCategory(t.app.db, { name: 'Same' });
    expect((await send('PUT', `${URL}/${cat.id}`, { name: '' })).json().error.message).toMatch(
      /^name: /,
    );
    expect((await send('PUT', `${URL}/${cat.id}`, { name: 'X' }, {})).statusCode).toBe(401);
    expect((await listCategories())[0].name).toBe('Same');
  });
});

describe('DELETE /blog/categories/:id', () => {
  it('deletes the category (204); its posts stay, without it', async () => {
    const cat = await createCategory(t.app.db, { slug: 'gone' });
    const keep = await createCategory(t.app.db, { slug: 'keep' });
    await createPost(t.app.db, { slug: 'still-here', category_ids: [cat.id, keep.id] });
    const res = await send('DELETE', `${URL}/${cat.id}`);
    expect(res.statusCode).toBe(204);
    const post = (await t.inject({ method: 'GET', url: '/api/v1/blog/posts/still-here' })).json()
      .data;
    expect(post.categories.map((c: { slug: string }) => c.slug)).toEqual(['keep']);
    expect((await listCategories()).map((c: { slug: string }) => c.slug)).toEqual(['keep']);
    expect((await send('DELETE', `${URL}/${cat.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token and keeps the category', async () => {
    const cat = await createCategory(t.app.db);
    expect((await send('DELETE', `${URL}/${cat.id}`, undefined, {})).statusCode).toBe(401);
    expect(await listCategories()).toHaveLength(1);
  });
});
