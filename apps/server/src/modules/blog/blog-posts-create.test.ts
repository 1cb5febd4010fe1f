import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index';
import { createCategory, createPost, minutesFromNow, resetBlog } from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const create = (payload: Record<string, unknown>, headers = t.auth) =>
  t.inject({ method: 'POST', url: '/api/v1/blog/posts', headers, payload });
const postCount = async () => (await t.app.db.select({ n: count() }).from(blogPosts))[0]?.n;

describe('POST /blog/posts', () => {
  it('creates a draft with defaults and answers 201 with the post', async () => {
    const res = await create({ title: '  First Light  ', excerpt: '  A short note.  ' });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      title: 'First Light',
      slug: 'first-light',
      excerpt: 'A short note.',
      content: '',
      status: 'draft',
      published_at: null,
      categories: [],
      featured_image: null,
    });
    const read = await t.admin('GET', `/api/v1/blog/posts/id/${post.id}`);
    expect(read.json().data).toEqual(post);
  });

  it('links categories in the order given', async () => {
    const a = await createCategory(t.app.db, { name: 'A' });
    const b = await createCategory(t.app.db, { name: 'B' });
    const res = await create({ title: 'Linked', category_ids: [b.id, a.id, b.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.categories.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
  });

  it('answers 400 naming category_ids for an unknown category, and creates nothing', async () => {
    const a = await createCategory(t.app.db);
    const res = await create({ title: 'Linked', category_ids: [a.id, 999999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('category_ids: Unknown category id: 999999');
    expect(res.json().error.details).toEqual([
      { path: 'category_ids', message: 'Unknown category id: 999999' },
    ]);
    expect(await postCount()).toBe(0);
  });

  it('publishes now when published without a date', async () => {
    const before = Date.now();
    const res = await create({ title: 'Now', status: 'published' });
    const publishedAt = Date.parse(res.json().data.published_at);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(res.json().data.published_date).toBe(res.json().data.published_at);
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/now' })).statusCode).toBe(200);
  });

  it('keeps the date given with a published post', async () => {
    const res = await create({
      title: 'Dated',
      status: 'published',
      published_at: '2025-05-01T08:00:00+02:00',
    });
    expect(res.json().data.published_at).toBe('2025-05-01T06:00:00.000Z');
  });

  it('schedules a post: hidden until its time, visible once it has passed', async () => {
    const future = await create({
      title: 'Later',
      status: 'scheduled',
      published_at: minutesFromNow(60).toISOString(),
    });
    expect(future.statusCode).toBe(201);
    expect(future.json().data.status).toBe('scheduled');
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/later' })).statusCode).toBe(
      404,
    );
    await create({
      title: 'Past',
      status: 'scheduled',
      published_at: minutesFromNow(-1).toISOString(),
    });
    expect((await t.inject({ method: 'GET', url: '/api/v1/blog/posts/past' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{}, 'title', undefined],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', undefined],
    [
      { title: 'T', slug: 'Bad Slug' },
      'slug',
      'Web address may only contain lowercase letters, numbers and single hyphens',
    ],
    [{ title: 'T', status: 'archived' }, 'status', undefined],
    [
      { title: 'T', status: 'scheduled' },
      'published_at',
      'A scheduled post needs a publication date',
    ],
    [{ title: 'T', published_at: 'tomorrow' }, 'published_at', 'Must be a date and time'],
    [
      { title: 'T', thumbnail_url: 'javascript:alert(1)' },
      'thumbnail_url',
      'Must be a path on this site or an http(s) URL',
    ],
    [{ title: 'T', featured_image_url: 'ftp://x/y.jpg' }, 'featured_image_url', undefined],
    [{ title: 'T', category_ids: [0] }, 'category_ids.0', undefined],
    [{ title: 'T', category_ids: 'a' }, 'category_ids', undefined],
    [{ title: 'T', excerpt: 'x'.repeat(1001) }, 'excerpt', undefined],
  ])('rejects %j with 400 naming %s', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_error');
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    if (message) expect(error.message).toBe(`${field}: ${message}`);
    expect(await postCount()).toBe(0);
  });

  it('answers 401 without a token and creates nothing', async () => {
    const res = await create({ title: 'Sneaky' }, {});
    expect(res.statusCode).toBe(401);
    expect(await postCount()).toBe(0);
  });
});

describe('post slugs', () => {
  it('generates slugs from titles and keeps them distinct', async () => {
    const first = await create({ title: 'Light on the Water — Study #2' });
    const second = await create({ title: 'Light on the Water — Study #2' });
    const third = await create({ title: 'Light on the Water: Study 2' });
    expect(first.json().data.slug).toBe('light-on-the-water-study-2');
    expect(second.json().data.slug).toBe('light-on-the-water-study-2-2');
    expect(third.json().data.slug).toBe('light-on-the-water-study-2-3');
  });

  it('uses an explicit free slug and refuses a taken one with 409', async () => {
    await createPost(t.app.db, { slug: 'taken' });
    const ok = await create({ title: 'Anything', slug: 'my-own-slug' });
    expect(ok.json().data.slug).toBe('my-own-slug');
    const res = await create({ title: 'Other', slug: 'taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      message: 'slug: This web address is already in use',
      code: 'conflict',
      details: [{ path: 'slug', message: 'This web address is already in use' }],
    });
  });

  it('never gives a post the slug "recent", which the recent list owns', async () => {
    expect((await create({ title: 'Recent' })).json().data.slug).toBe('recent-2');
    const res = await create({ title: 'Recent', slug: 'recent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('slug: This slug is reserved');
  });

  it('falls back to "untitled" for a title without letters or digits', async () => {
    expect((await create({ title: '???' })).json().data.slug).toBe('untitled');
  });
});
