import { describe, expect, it } from 'vitest';
import { matchPublicRoute, resolveAlias } from './routes';

describe('matchPublicRoute', () => {
  it.each([
    ['/', '/', 'home', {}],
    ['/about/', '/about', 'about', {}],
    ['/ARTWORK', '/artwork', 'artwork-list', {}],
    ['/artwork/12', '/artwork/:id', 'artwork-detail', { id: '12' }],
    ['/blog/caf%C3%A9-notes', '/blog/:slug', 'blog-post', { slug: 'café-notes' }],
    ['/checkout/success', '/checkout/success', 'checkout-success', {}],
  ])('%s is %s', (path, pattern, module, params) => {
    expect(matchPublicRoute(path)).toEqual({ pattern, module, params });
  });

  it.each(['/artwork/12/more', '/blog/%E0%A4%A', '/nope', '/admin'])(
    '%s is the not-found page',
    (path) => {
      expect(matchPublicRoute(path)).toEqual({ pattern: null, module: 'not-found', params: {} });
    },
  );
});

describe('resolveAlias', () => {
  it('maps the aliases of SPEC §2 on the lowercase path, trailing slash ignored', () => {
    expect(resolveAlias('/Gallery/')).toBe('/artwork');
    expect(resolveAlias('/commissions')).toBe('/contact');
    expect(resolveAlias('/artwork')).toBeNull();
  });
});
