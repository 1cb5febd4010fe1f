import { describe, expect, it } from 'vitest';
import { resolveAlias } from './aliases';
import { canonicalPageUrl, matchPage } from './match';

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

describe('canonicalPageUrl', () => {
  it('keeps the parameters a page reads, the first value of each, sorted by name', () => {
    expect(canonicalPageUrl('/artwork?utm_source=x&page=2&collection=Seas&page=3')).toBe(
      '/artwork?collection=Seas&page=2',
    );
    expect(canonicalPageUrl('/blog?category=process&r=0.123')).toBe('/blog?category=process');
  });

  it('drops every parameter of a page that reads none', () => {
    expect(canonicalPageUrl('/about?fbclid=abc')).toBe('/about');
    expect(canonicalPageUrl('/artwork/12?x=1')).toBe('/artwork/12');
    expect(canonicalPageUrl('/')).toBe('/');
  });

  it('leaves a path that is no page as it is (an alias keeps its query for the redirect)', () => {
    expect(canonicalPageUrl('/gallery?collection=Seas')).toBe('/gallery?collection=Seas');
  });
});
