import { PAGE_TABLE } from '@atelier/core/page-table';
import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

describe('paths', () => {
  it('builds public paths with the page table', () => {
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
    expect(paths.blogPost).toBe(PAGE_TABLE.blogPost.path);
    // The not-found page is any other path: it has no link.
    expect('notFound' in paths).toBe(false);
  });
  it('builds admin paths', () => {
    expect(paths.admin.blogEdit(4)).toBe('/admin/blog/4/edit');
    expect(paths.admin.login()).toBe('/admin/login');
    expect(paths.admin.login('/admin/orders')).toBe('/admin/login?redirect=%2Fadmin%2Forders');
  });
  it('adds a query, leaving out empty values', () => {
    expect(withQuery('/admin/orders', { status: 'paid', page: undefined, q: '' })).toBe(
      '/admin/orders?status=paid',
    );
  });
});
