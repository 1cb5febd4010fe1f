import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPost } from '../test/factories/blog';
import { createArtwork, createCollection, createImage } from '../test/factories/catalogue';
import { useTestApp } from '../test/test-app';

const CDN = 'https://cdn.example.com/site';
const t = useTestApp({ publicAssetUrl: CDN });
let shown: { id: number };
let hidden: { id: number };
let post: { slug: string };
let draft: { slug: string };

beforeAll(async () => {
  const series = await createCollection(t.app.db, { name: 'Harbour' });
  const image = await createImage(t.app.db, '/uploads/tide/2400.webp');
  shown = await createArtwork(t.app.db, {
    title: 'Morning Tide',
    primary_image_url: image.url,
    collectionIds: [series.id],
  });
  await createArtwork(t.app.db, { title: 'Evening Tide', collectionIds: [series.id] });
  hidden = await createArtwork(t.app.db, { title: 'Unfinished', is_public: false });
  const studio = await createCategory(t.app.db, { name: 'Studio', slug: 'studio' });
  post = await createPost(t.app.db, { title: 'Stretching linen', category_ids: [studio.id] });
  draft = await createPost(t.app.db, { status: 'draft' });
  expect((await t.admin('POST', '/api/v1/page-content', { page: 'home' })).statusCode).toBe(201);
});

/** The in-process answer to a GET of `url`. */
const readInProcess = (url: string) => {
  const [path = url, search = ''] = url.split('?');
  return t.app.publicReads.answer(path, Object.fromEntries(new URLSearchParams(search)), t.app.log);
};

/** The same GET over the API, as an anonymous visitor's browser makes it. */
const readOverHttp = (url: string) => t.inject({ method: 'GET', url });

describe('public reads made in-process, for the server-rendered pages', () => {
  it('answer each read a page makes with the bytes the API answers an anonymous visitor', async () => {
    const urls = [
      '/api/v1/settings/site',
      '/api/v1/collections',
      '/api/v1/artworks?limit=20',
      '/api/v1/artworks?collection=Harbour&limit=1&offset=1',
      '/api/v1/artworks?featured=true&limit=3',
      `/api/v1/artworks/${shown.id}`,
      `/api/v1/artworks/${shown.id}/related`,
      '/api/v1/blog/posts?status=published',
      '/api/v1/blog/posts?category=studio&status=published',
      '/api/v1/blog/posts/recent?limit=2',
      `/api/v1/blog/posts/${post.slug}`,
      '/api/v1/blog/categories',
      '/api/v1/newsletter/archive',
      '/api/v1/page-content/home',
    ];
    for (const url of urls) {
      const http = await readOverHttp(url);
      expect(http.statusCode, url).toBe(200);
      const answer = await readInProcess(url);
      expect(answer, url).toEqual({ status: 200, json: http.body });
    }
    // The uploads are named under PUBLIC_ASSET_URL, as the API names them.
    const work = JSON.parse((await readInProcess(`/api/v1/artworks/${shown.id}`)).json!);
    expect(work.data.primary_image_url).toMatch(new RegExp(`^${CDN}/`));
  });

  it('refuse as the API does: what a visitor may not see is missing, a malformed value is refused', async () => {
    const refused: [url: string, status: number][] = [
      [`/api/v1/artworks/${hidden.id}`, 404],
      ['/api/v1/artworks/999999', 404],
      ['/api/v1/artworks/abc', 400],
      ['/api/v1/artworks?limit=0', 400],
      [`/api/v1/blog/posts/${draft.slug}`, 404],
      ['/api/v1/page-content/nowhere', 404],
    ];
    for (const [url, status] of refused) {
      expect((await readOverHttp(url)).statusCode, url).toBe(status);
      expect(await readInProcess(url), url).toEqual({ status });
    }
    // The hidden work is listed to no one but the signed-in admin.
    const list = JSON.parse((await readInProcess('/api/v1/artworks?limit=20')).json!);
    expect(list.data.map((a: { title: string }) => a.title).sort()).toEqual([
      'Evening Tide',
      'Morning Tide',
    ]);
  });

  it('answer only the public reads: an admin route or an unknown path is not found', async () => {
    const admin = await createPost(t.app.db, { status: 'draft' });
    expect(await readInProcess(`/api/v1/blog/posts/id/${admin.id}`)).toEqual({ status: 404 });
    expect(await readInProcess('/api/v1/admin/orders')).toEqual({ status: 404 });
    expect(await readInProcess('/api/v1/nowhere')).toEqual({ status: 404 });
    expect(await readInProcess('/api/v1/blog/posts/recent/extra')).toEqual({ status: 404 });
  });
});
