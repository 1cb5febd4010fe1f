import { PAGES } from '@atelier/core/page-table';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { publicTree } from './public-app';
import { branchOf } from './route-branch';

/** What matched, level by level: each route's path (or "index", or "layout"). */
function chainOfBranch(branch: RouteObject[]): string[] {
  const chain: string[] = [];
  for (let level: RouteObject[] | undefined = branch; level?.length;) {
    expect(level).toHaveLength(1);
    const route: RouteObject = level[0]!;
    chain.push(route.index ? 'index' : (route.path ?? 'layout'));
    level = route.children;
  }
  return chain;
}

const chainOfMatch = (routes: RouteObject[], path: string) =>
  (matchRoutes(routes, path) ?? []).map(({ route }) =>
    route.index ? 'index' : (route.path ?? 'layout'),
  );

/** A tree with every kind of first segment the pruning must leave to React Router. */
const tree: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: 'blog', children: [{ index: true }, { path: ':slug' }] },
      { path: 'blog/category/:slug' },
      { path: 'Shop/:id', caseSensitive: true },
      { path: ':lang/about' },
      { path: 'press?/kit' },
      { path: 'files/*' },
      { children: [{ path: 'cv' }] },
      { path: '*' },
    ],
  },
  { path: 'admin/*' },
];

const paths = [
  '/',
  '/blog',
  '/blog/',
  '/BLOG/a-post',
  '/blog/category/fog',
  '/bl%6Fg/encoded',
  '/bl%6Fg/%E0%A4%A',
  '/Shop/1',
  '/shop/1',
  '/en/about',
  '/blog/about',
  '/press/kit',
  '/kit',
  '/files/a/b',
  '/cv',
  '/CV/',
  '//cv',
  '/admin/x',
  '/nowhere/at/all',
  '',
];

describe('branchOf', () => {
  it('matches every path to the routes React Router matches over the whole tree', () => {
    // React Router warns of the path that does not decode, and matches it as it came.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of paths) {
      expect(chainOfBranch(branchOf(tree, path)), path).toEqual(chainOfMatch(tree, path));
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
    warn.mockRestore();
  });

  it('gives every page of the public site the route it has in the whole tree', () => {
    const pagePaths = PAGES.map(([, page]) =>
      page.pattern === '*' ? '/missing' : page.pattern.replace(/:[a-z]+/gi, 'x1'),
    );
    expect(pagePaths.length).toBeGreaterThan(10);
    for (const path of [...pagePaths, '/admin/orders', '/ARTWORK', '/blog/x/y']) {
      const chain = chainOfBranch(branchOf(publicTree, path));
      expect(chain, path).toEqual(chainOfMatch(publicTree, path));
      expect(chain.length, path).toBeGreaterThan(1);
    }
  });

  it('keeps the matched routes themselves, with their components', () => {
    const [root] = branchOf(publicTree, '/blog/a-post');
    const page = root!.children![0]!.children![0]!;
    const full = matchRoutes(publicTree, '/blog/a-post')!.at(-1)!.route;
    expect(page).toBe(full);
  });
});
