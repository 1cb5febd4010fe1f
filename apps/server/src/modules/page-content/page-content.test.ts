import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('page content', () => {
  it('404s for an unknown page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/page-content/home' });
    expect(res.statusCode).toBe(404);
  });

  it('lets the admin create a page, sanitising HTML fields', async () => {
    const res = await t.admin('POST', '/api/v1/page-content', {
      page: 'home',
      hero_heading: '  Paintings of light  ',
      welcome_text:
        '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.hero_heading).toBe('Paintings of light');
    expect(data.welcome_text).toBe('<p>Hello <a>there</a></p>');
    expect(data.artist_bio).toBeNull();
  });

  it('serves the page publicly with every field of docs/product.md §3', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/page-content/home' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'artist_bio',
        'artist_statement',
        'hero_heading',
        'hero_subheading',
        'meta_description',
        'meta_title',
        'page',
        'title',
        'updated_at',
        'welcome_heading',
        'welcome_text',
      ].sort(),
    );
  });

  it('refuses to create a page twice', async () => {
    const res = await t.admin('POST', '/api/v1/page-content', { page: 'home' });
    expect(res.statusCode).toBe(409);
  });

  it('updates only the fields sent', async () => {
    const res = await t.admin('PUT', '/api/v1/page-content/home', { meta_title: 'Home' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      meta_title: 'Home',
      hero_heading: 'Paintings of light',
    });
    const missing = await t.admin('PUT', '/api/v1/page-content/nope', { title: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('validates page names and requires a token for writes and the list', async () => {
    const bad = await t.admin('POST', '/api/v1/page-content', { page: 'Bad Name!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^page: /);
    expect((await t.inject({ method: 'GET', url: '/api/v1/page-content' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'PUT', url: '/api/v1/page-content/home', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/page-content', payload: { page: 'x' } }))
        .statusCode,
    ).toBe(401);
    const list = await t.admin('GET', '/api/v1/page-content');
    expect(list.json().data.map((p: { page: string }) => p.page)).toEqual(['home']);
  });
});
