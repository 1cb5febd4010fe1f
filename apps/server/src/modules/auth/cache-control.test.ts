import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('Cache-Control: no-store', () => {
  it('on the login answer, successful or not', async () => {
    const ok = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    expect(ok.headers['cache-control']).toBe('no-store');
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { ...ADMIN, password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('on every answer to a request with a valid admin token, errors included', async () => {
    for (const url of [
      '/api/v1/auth/me',
      '/api/v1/admin/settings',
      '/api/v1/admin/dashboard',
      '/api/v1/artworks',
      '/api/v1/auth/sessions',
      '/api/v1/artworks/999999',
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: t.auth });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('not on public reads of an anonymous visitor (they stay cacheable)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/artworks' });
    expect(res.headers['cache-control']).not.toContain('no-store');
    const forged = await t.inject({
      method: 'GET',
      url: '/api/v1/artworks',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.headers['cache-control']).not.toBe('no-store');
  });
});
