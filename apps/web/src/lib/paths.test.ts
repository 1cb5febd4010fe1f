import { PAGES } from '@atelier/core/page-table';
import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

describe('paths', () => {
  it('links every page of the page table with its own path builder', () => {
    for (const [name, page] of PAGES) {
      if (page.path) expect(paths[name as keyof typeof paths]).toBe(page.path);
      // The not-found page is any other path: it has no link.
      else expect(name in paths).toBe(false);
    }
    expect(paths.artwork(12)).toBe('/artwork/12');
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
