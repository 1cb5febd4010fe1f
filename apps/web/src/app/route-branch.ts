import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The routes a path shows and nothing else: each route it matches, with the next one as its only
 * child. The server renders one path, so it matches once here and lets its render match this
 * branch of three routes instead of the whole tree (decision 030); the HTML is the same, since the
 * same routes match.
 *
 * React Router flattens, ranks and compiles every route it is given on every call (about 5% of a
 * server-rendered page's CPU with the whole tree). Most pages begin with a fixed word (`blog`,
 * `artwork`), and a route whose path begins with another word cannot match: so the match runs
 * over the routes the path's first segment leaves (`candidatesFor`), the same routes in the same
 * order, and React Router still decides among them.
 */
export function branchOf(routes: RouteObject[], path: string): RouteObject[] {
  const matches = matchRoutes(candidatesFor(routes, path), path) ?? [];
  return matches.reduceRight<RouteObject[]>(
    // An index route is always the last match: only a route with a path leads further.
    (children, { route }) => [children.length && !route.index ? { ...route, children } : route],
    [],
  );
}

/**
 * A route's first segment when it is a fixed word (lowercased, as React Router compares paths
 * unless a route is case-sensitive); null when paths of any first segment may reach it: an index
 * route, a dynamic or optional segment, a splat, a case-sensitive route.
 */
function fixedFirstSegment(route: RouteObject): string | null {
  if (route.index || !route.path || route.caseSensitive) return null;
  const first = route.path.split('/').find(Boolean);
  if (!first || first.startsWith(':') || first.includes('*') || first.endsWith('?')) return null;
  return first.toLowerCase();
}

/** The fixed first segments of a tree, through its layout routes (which have no path). */
function fixedSegments(routes: RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    const fixed = fixedFirstSegment(route);
    if (fixed !== null) into.add(fixed);
    else if (!route.path && !route.index && route.children) fixedSegments(route.children, into);
  }
  return into;
}

/** The tree without the routes whose fixed first segment is not `segment`. */
function pruned(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => {
    if (!route.path && !route.index && route.children) {
      return [{ ...route, children: pruned(route.children, segment) }];
    }
    const fixed = fixedFirstSegment(route);
    return fixed === null || fixed === segment ? [route] : [];
  });
}

/** The path's first segment as React Router compares it: decoded (if the whole path decodes). */
function firstSegmentOf(path: string): string {
  let decoded = path;
  try {
    decoded = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    // React Router then matches the path as it came; so does this.
  }
  return (decoded.split('/').find(Boolean) ?? '').toLowerCase();
}

interface Candidates {
  fixed: Set<string>;
  /** One pruned tree per fixed segment, and one (under '') for every other first segment. */
  trees: Map<string, RouteObject[]>;
}

const candidatesOf = new WeakMap<RouteObject[], Candidates>();

/** The routes that may match `path`; pruned trees are kept, so there are at most one per word. */
function candidatesFor(routes: RouteObject[], path: string): RouteObject[] {
  let candidates = candidatesOf.get(routes);
  if (!candidates) {
    candidates = { fixed: fixedSegments(routes), trees: new Map() };
    candidatesOf.set(routes, candidates);
  }
  const first = firstSegmentOf(path);
  const key = candidates.fixed.has(first) ? first : '';
  let tree = candidates.trees.get(key);
  if (!tree) {
    tree = pruned(routes, key);
    candidates.trees.set(key, tree);
  }
  return tree;
}
