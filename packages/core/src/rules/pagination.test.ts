import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination';

describe('paginationRange', () => {
  it('is empty without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });
  it('shows every page when there are few', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 3)).toEqual([1, 2, 3]);
  });
  it('puts ellipses around the current window', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationRange(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });
  it('clamps an out-of-range current page', () => {
    expect(paginationRange(99, 4)).toEqual([1, 'ellipsis', 3, 4]);
    expect(paginationRange(-2, 4)).toEqual([1, 2, 'ellipsis', 4]);
  });
});
