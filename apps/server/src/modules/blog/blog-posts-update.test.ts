import { beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createPost, minutesFromNow, resetBlog } from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const update = (id: number | string, payload: Record<string, unknown>, headers = t.auth) =>
  t.inject({ method: 'PUT', url: `/api/v1/blog/posts/${id}`, headers, payload });
const read = async (id: number) =>
  (await t.admin('GET', `/api/v1/blog/posts/id/${id}`)).json().data;

describe('PUT /blog/posts/:id', () => {
  it('changes only the fields sent', async () => {
    const cat = await createCategory(t.app.db);
    const post = await createPost(t.app.db, {
      title: 'Old',
      slug: 'old',
      excerpt: 'E',
      content: '<p>Keep</p>',
      category_ids: [cat.id],
    });
    const before = await read(post.id);
    const res = await update(post.id, { title: 'New title' });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({
      title: 'New title',
      slug: 'old',
      excerpt: 'E',
      content: '<p>Keep</p>',
      status: 'published',
    });
    expect(after.categories).toEqual(before.categories);
    expect(after.published_at).toBe(before.published_at);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await read(post.id)).toEqual(after);
  });

  it('clears optional text with null or an empty string', async () => {
    const post = await createPost(t.app.db, {
      excerpt: 'E',
      author_name: 'A',
      thumbnail_url: '/t.jpg',
    });
    const res = await update(post.id, { excerpt: '', author_name: null, thumbnail_url: '' });
    expect(res.json().data).toMatchObject({
      excerpt: null,
      author_name: null,
      thumbnail_url: null,
    });
  });

  it('replaces and reorders categories, or clears them with []', async () => {
    const [a, b, c] = [
      await createCategory(t.app.db),
      await createCategory(t.app.db),
      await createCategory(t.app.db),
    ];
    const post = await createPost(t.app.db, { category_ids: [a.id, b.id] });
    const res = await update(post.id, { category_ids: [c.id, a.id] });
    expect(res.json().data.categories.map((x: { id: number }) => x.id)).toEqual([c.id, a.id]);
    expect((await update(post.id, { category_ids: [] })).json().data.categories).toEqual([]);
  });

  it('answers 400 naming category_ids for an unknown category and changes nothing', async () => {
    const a = await createCategory(t.app.db);
    const post = await createPost(t.app.db, { title: 'Same', category_ids: [a.id] });
    const res = await update(post.id, { title: 'Changed', category_ids: [999999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('category_ids: Unknown category id: 999999');
    const after = await read(post.id);
    expect(after.title).toBe('Same');
    expect(after.categories.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });

  it('sets the publication date when a draft is published', async () => {
    const post = await createPost(t.app.db, { status: 'draft', slug: 'soon' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/soon' })).statusCode).toBe(
      404,
    );
    const res = await update(post.id, { status: 'published' });
    expect(res.json().data.status).toBe('published');
    expect(Math.abs(Date.parse(res.json().data.published_at) - Date.now())).toBeLessThan(5000);
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/soon' })).statusCode).toBe(
      200,
    );
  });

  it('hides a post moved back to draft', async () => {
    const post = await createPost(t.app.db, { slug: 'back' });
    expect((await update(post.id, { status: 'draft' })).json().data.status).toBe('draft');
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/back' })).statusCode).toBe(
      404,
    );
  });

  it('schedules with a date and refuses a scheduled post left without one', async () => {
    const post = await createPost(t.app.db, { status: 'draft' });
    const noDate = await update(post.id, { status: 'scheduled' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.message).toBe(
      'published_at: A scheduled post needs a publication date',
    );
    const when = minutesFromNow(30).toISOString();
    const ok = await update(post.id, { status: 'scheduled', published_at: when });
    expect(ok.json().data).toMatchObject({ status: 'scheduled', published_at: when });
    const cleared = await update(post.id, { published_at: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.message).toMatch(/^published_at: /);
    expect((await read(post.id)).published_at).toBe(when);
  });

  it('changes the slug only when one is sent; a taken one is a 409', async () => {
    await createPost(t.app.db, { slug: 'other' });
    const post = await createPost(t.app.db, { slug: 'mine' });
    expect((await update(post.id, { slug: 'mine', title: 'T' })).statusCode).toBe(200);
    expect((await update(post.id, { slug: 'renamed' })).json().data.slug).toBe('renamed');
    const taken = await update(post.id, { slug: 'other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'slug: This web address is already in use',
      details: [{ path: 'slug', message: 'This web address is already in use' }],
    });
    expect((await update(post.id, { slug: 'recent' })).statusCode).toBe(400);
    expect((await read(post.id)).slug).toBe('renamed');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ slug: '-bad-' }, 'slug'],
    [{ status: 'live' }, 'status'],
    [{ published_at: 'soon' }, 'published_at'],
    [{ content: 42 }, 'content'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const post = await createPost(t.app.db);
    const res = await update(post.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('answers 404 for an unknown post, 400 for a bad id and 401 without a token', async () => {
    const missing = await update(999999, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Post not found');
    expect((await update('abc', { title: 'X' })).json().error.message).toMatch(/^id: /);
    const post = await createPost(t.app.db, { title: 'Untouched' });
    expect((await update(post.id, { title: 'X' }, {})).statusCode).toBe(401);
    expect((await read(post.id)).title).toBe('Untouched');
  });
});

describe('DELETE /blog/posts/:id', () => {
  const remove = (id: number | string, headers = t.auth) =>
    t.inject({ method: 'DELETE', url: `/api/v1/blog/posts/${id}`, headers });

  it('deletes the post with 204; its categories stay', async () => {
    const cat = await createCategory(t.app.db, { slug: 'stays' });
    const post = await createPost(t.app.db, { slug: 'gone', category_ids: [cat.id] });
    const res = await remove(post.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/gone' })).statusCode).toBe(
      404,
    );
    const cats = (await t.inject({ method: 'GET', url: '/api/v1/blog/categories' })).json().data;
    expect(cats).toEqual([{ id: cat.id, slug: 'stays', name: cat.name, post_count: 0 }]);
    expect((await remove(post.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token and keeps the post', async () => {
    const post = await createPost(t.app.db, { slug: 'kept' });
    expect((await remove(post.id, {})).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/kept' })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 for a bad id', async () => {
    const res = await remove('0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^id: /);
  });
});
