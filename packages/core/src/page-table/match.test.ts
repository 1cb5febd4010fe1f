import { describe, expect, it } from 'vitest';
import { resolveAlias } from './aliases';
import { matchPage } from './match';

describe('matchPage', () => {
  it.each([
    ['/', 'home', '/', 'home', {}],
    ['/about/', 'about', '/about', 'about', {}],
    ['/ARTWORK', 'artworks', '/artwork', 'artwork-list', {}],
    ['/artwork/12', 'artwork', '/artwork/:id', 'artwork-detail', { id: '12' }],
    ['/blog/caf%C3%A9-notes', 'blogPost', '/blog/:slug', 'blog-post', { slug: 'café-notes' }],
    ['/checkout/success', 'checkoutSuccess', '/checkout/success', 'checkout-success', {}],
  ])('%s is the %s page', (path, name, pattern, module, params) => {
    const { page, ...match } = matchPage(path);
    expect({ ...match, pattern: page.pattern, module: page.module }).toEqual({
      name,
      pattern,
      module,
      params,
    });
  });

  it.each(['/artwork/12/more', '/blog/%E0%A4%A', '/nope', '/admin'])(
    '%s is the not-found page',
    (path) => {
      const match = matchPage(path);
      expect({ name: match.name, module: match.page.module, params: match.params }).toEqual({
        name: 'notFound',
        module: 'not-found',
        params: {},
      });
    },
  );
});

describe('resolveAlias', () => {
  it('maps the old and friendly paths on the lowercase path, trailing slash ignored', () => {
    expect(resolveAlias('/Gallery/')).toBe('/artwork');
    expect(resolveAlias('/commissions')).toBe('/contact');
    expect(resolveAlias('/artwork')).toBeNull();
  });

  it.each([
    ['/gallery', '/artwork'],
    ['/Gallery', '/artwork'],
    ['/SHOP/', '/artwork'],
    ['/bio', '/about'],
    ['/Artist', '/about'],
    ['/subscribe', '/mailing-list'],
    ['/commissions', '/contact'],
    ['/contact-me', '/contact'],
  ])('%s -> %s', (from, to) => expect(resolveAlias(from)).toBe(to));

  it('ignores other paths', () => {
    expect(resolveAlias('/artwork')).toBeNull();
    expect(resolveAlias('/gallery/3')).toBeNull();
  });
});
