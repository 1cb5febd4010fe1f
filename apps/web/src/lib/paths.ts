import { PAGES, type PAGE_TABLE } from '@atelier/core/page-table';
import { withQuery } from '@atelier/core/rules';

/**
 * Every public path of the app. Components build links with these, never with string
 * literals, so a renamed page is one change: a public page's path is its page table entry's
 * (`paths.artwork(12)`). The admin's are `adminPaths` (admin-paths.ts), a module of their own so
 * the public site's bundle carries none of them.
 */
type PublicPaths = {
  [
    Name in keyof typeof PAGE_TABLE as (typeof PAGE_TABLE)[Name] extends { path: unknown }
      ? Name
      : never
  ]: (typeof PAGE_TABLE)[Name] extends { path: infer Path } ? Path : never;
};

export const paths = Object.fromEntries(
  PAGES.flatMap(([name, page]) => (page.path ? [[name, page.path]] : [])),
) as PublicPaths;

export { withQuery };
