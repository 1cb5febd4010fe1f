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
  it('adds a query, leaving out empty values', () => {
    expect(withQuery('/admin/orders', { status: 'paid', page: undefined, q: '' })).toBe(
      '/admin/orders?status=paid',
    );
  });
});
