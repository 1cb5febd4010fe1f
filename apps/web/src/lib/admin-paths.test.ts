import { describe, expect, it } from 'vitest';
import { adminPaths } from './admin-paths';

describe('adminPaths', () => {
  it('builds admin paths', () => {
    expect(adminPaths.blogEdit(4)).toBe('/admin/blog/4/edit');
    expect(adminPaths.login()).toBe('/admin/login');
    expect(adminPaths.login('/admin/orders')).toBe('/admin/login?redirect=%2Fadmin%2Forders');
  });
});
