import { beforeEach, describe, expect, it } from 'vitest';
import {
  createCategory,
  createPost,
  createUploadedImage,
  minutesFromNow,
  resetBlog,
} from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('GET /blog/posts/:slug', () => {
  it('returns a published post in the API shape', async () => {
    const db = t.app.db;
    const a = await createCategory(db, { name: 'Alpha', slug: 'alpha' });
    const b = await createCategory(db, { name: 'Beta', slug: 'beta' });
    const publishedAt = new Date('2026-01-15T10:30:00.000Z');
    const post = await createPost(db, {
      slug: 'sea-light',
      title: 'Sea Light',
      excerpt: 'Short',
      author_name: 'Elena Marsh',
      published_at: publishedAt,
      category_ids: [b.id, a.id],
    });
    const res = await get('/blog/posts/sea-light');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: post.id,
      slug: 'sea-light',
      title: 'Sea Light',
      excerpt: 'Short',
      content: post.content,
      thumbnail_url: null,
      featured_image_url: null,
      featured_image: null,
      video_url: null,
      video_provider: null,
      categories: [
        { id: b.id, name: 'Beta', slug: 'beta' },
        { id: a.id, name: 'Alpha', slug: 'alpha' },
      ],
      status: 'published',
      published_date: '2026-01-15T10:30:00.000Z',
      published_at: '2026-01-15T10:30:00.000Z',
      created_at: post.created_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
      author_name: 'Elena Marsh',
    });
  });

  it('adds the featured image metadata from uploaded images, or null when unknown', async () => {
    const db = t.app.db;
    await createUploadedImage(db, '/uploads/2026/01/abc/1600.webp', { width: 1600, height: 900 });
    await createPost(db, {
      slug: 'with-image',
      featured_image_url: '/uploads/2026/01/abc/1600.webp',
    });
    await createPost(db, { slug: 'external', featured_image_url: 'https://cdn.example.com/x.jpg' });
    const found = (await get('/blog/posts/with-image')).json().data;
    expect(found.featured_image).toEqual({
      url: '/uploads/2026/01/abc/1600.webp',
      width: 1600,
      height: 900,
      variants: [
        { width: 480, url: '/uploads/2026/01/abc/1600-480.webp' },
        { width: 960, url: '/uploads/2026/01/abc/1600-960.webp' },
      ],
      deep_zoom: null,
      dominant_color: '#6b8fa3',
    });
    const external = (await get('/blog/posts/external')).json().data;
    expect(external.featured_image_url).toBe('https://cdn.example.com/x.jpg');
    expect(external.featured_image).toBeNull();
  });

  /** A draft (`draft`) and a post scheduled an hour from now (`future`). */
  async function createUnpublishedPosts() {
    await createPost(t.app.db, { slug: 'draft', status: 'draft' });
    await createPost(t.app.db, {
      slug: 'future',
      status: 'scheduled',
      published_at: minutesFromNow(60),
    });
  }

  it('answers 404 "Post not found" to visitors for drafts, future posts and unknown slugs', async () => {
    await createUnpublishedPosts();
    for (const slug of ['draft', 'future', 'nope']) {
      const res = await get(`/blog/posts/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ message: 'Post not found', code: 'not_found' });
    }
  });

  it('shows a scheduled post whose time has come, with its stored status', async () => {
    await createPost(t.app.db, {
      slug: 'due',
      status: 'scheduled',
      published_at: minutesFromNow(-1),
    });
    const res = await get('/blog/posts/due');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('scheduled');
  });

  it('lets the admin read drafts and future posts by slug', async () => {
    await createUnpublishedPosts();
    const draft = await get('/blog/posts/draft', t.auth);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data).toMatchObject({
      slug: 'draft',
      status: 'draft',
      published_at: null,
      published_date: null,
    });
    expect((await get('/blog/posts/future', t.auth)).json().data.status).toBe('scheduled');
    expect((await get('/blog/posts/nope', t.auth)).statusCode).toBe(404);
  });
});

describe('GET /blog/posts/id/:id (admin)', () => {
  it('returns any post by id to the admin', async () => {
    const post = await createPost(t.app.db, { status: 'draft', title: 'Work in progress' });
    const res = await get(`/blog/posts/id/${post.id}`, t.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: post.id,
      title: 'Work in progress',
      status: 'draft',
    });
  });

  it('answers 401 without a token', async () => {
    const post = await createPost(t.app.db);
    const res = await get(`/blog/posts/id/${post.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await get('/blog/posts/id/999999', t.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Post not found');
    const bad = await get('/blog/posts/id/abc', t.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^id: /);
  });
});

describe('lists carry categories and images for every post', () => {
  it('batches categories (in position order) and featured images across the page', async () => {
    const db = t.app.db;
    const [a, b] = [
      await createCategory(db, { name: 'A' }),
      await createCategory(db, { name: 'B' }),
    ];
    await createUploadedImage(db, '/uploads/one.webp');
    await createPost(db, {
      title: 'One',
      featured_image_url: '/uploads/one.webp',
      category_ids: [a.id, b.id],
      published_at: minutesFromNow(-1),
    });
    await createPost(db, {
      title: 'Two',
      featured_image_url: '/uploads/one.webp',
      category_ids: [b.id],
      published_at: minutesFromNow(-2),
    });
    await createPost(db, { title: 'Three', published_at: minutesFromNow(-3) });
    const { data } = (await get('/blog/posts')).json();
    expect(
      data.map((p: { categories: { name: string }[] }) => p.categories.map((c) => c.name)),
    ).toEqual([['A', 'B'], ['B'], []]);
    expect(
      data.map((p: { featured_image: { url: string } | null }) => p.featured_image?.url ?? null),
    ).toEqual(['/uploads/one.webp', '/uploads/one.webp', null]);
  });
});

describe('GET /blog/posts/recent', () => {
  it('returns the 3 most recent published posts by default, for visitors and admin alike', async () => {
    const db = t.app.db;
    for (let i = 1; i <= 4; i++)
      await createPost(db, { title: `P${i}`, published_at: minutesFromNow(-i * 10) });
    await createPost(db, { title: 'Draft', status: 'draft' });
    await createPost(db, { title: 'Future', status: 'scheduled', published_at: minutesFromNow(5) });
    await createPost(db, { title: 'Due', status: 'scheduled', published_at: minutesFromNow(-1) });
    for (const headers of [{}, t.auth]) {
      const res = await get('/blog/posts/recent', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['Due', 'P1', 'P2']);
    }
    const one = await get('/blog/posts/recent?limit=1');
    expect(one.json().data.map((p: { title: string }) => p.title)).toEqual(['Due']);
  });

  it('returns an empty list when nothing is published', async () => {
    await createPost(t.app.db, { status: 'draft' });
    expect((await get('/blog/posts/recent')).json()).toEqual({ data: [] });
  });

  it('rejects a bad limit with 400 naming limit', async () => {
    for (const limit of ['0', '21', 'x']) {
      const res = await get(`/blog/posts/recent?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^limit: /);
    }
  });
});
