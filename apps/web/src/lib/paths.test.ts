import { describe, expect, it } from 'vitest';
import { paths, resolveAlias } from './paths';

describe('paths', () => {
  it('builds public paths', () => {
    expect(paths.home()).toBe('/');
    expect(paths.artworks()).toBe('/artwork');
    expect(paths.artworks({ collection: 'Sea & Sky', available: true, page: 2 })).toBe(
      '/artwork?collection=Sea+%26+Sky&available=true&page=2',
    );
    expect(paths.artworks({ page: 1, available: false })).toBe('/artwork');
    expect(paths.artwork(12)).toBe('/artwork/12');
    expect(paths.blog({ page: 3, category: 'process' })).toBe('/blog?page=3&category=process');
    expect(paths.blogPost('a b')).toBe('/blog/a%20b');
    expect(paths.checkoutSuccess()).toBe('/checkout/success');
  });
  it('builds admin paths', () => {
    expect(paths.admin.blogEdit(4)).toBe('/admin/blog/4/edit');
    expect(paths.admin.login()).toBe('/admin/login');
    expect(paths.admin.login('/admin/orders')).toBe('/admin/login?redirect=%2Fadmin%2Forders');
  });
});

describe('resolveAlias', () => {
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
