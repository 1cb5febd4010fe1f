import { PAGES, pageModuleFile, type PublicPageEntry } from '@atelier/core/page-table';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LazyPageComponent, PageModuleExports } from './lazy-page';
import { publicPageRoutes } from './public-pages';

// Every page of the page table (decision 022) in the visitor's app: a component of its own,
// a route with its pattern that shows that component, and a spinner while its code loads
// exactly when the table asks for one. A page added to the table is checked here without a
// line of this file changing.

/** The page components as the build sees them (the same folder public-pages.tsx reads). */
const COMPONENT_FILES = Object.keys(import.meta.glob(['./pages/*.tsx', '!./pages/*.test.tsx'])).map(
  (file) => `src/app/${file.slice(2)}`,
);

// Routes of their own, whose code has not arrived yet: another test file of this worker may
// have loaded the app's (the web tests share modules).
const publicPages = publicPageRoutes();

const sampleUrl = ({ pattern }: PublicPageEntry) =>
  pattern === '*' ? '/no-such-page' : pattern.replace(':id', '7').replace(':slug', 'a-post');

/** The route object of a page: `/` is the index route, the others relative to the layout. */
const routeOf = ({ pattern }: PublicPageEntry) =>
  publicPages.find((route) =>
    pattern === '/' ? route.index : route.path === (pattern === '*' ? '*' : pattern.slice(1)),
  );

function Pages() {
  return useRoutes(publicPages);
}

describe('the page table in the visitor’s app', () => {
  it('has a component for every page, and no component without a page', () => {
    expect(COMPONENT_FILES.sort()).toEqual(
      PAGES.map(([, page]) => pageModuleFile(page.module)).sort(),
    );
  });

  it.each(PAGES.map(([name, page]) => ({ name, page })))(
    'the $name page: its path shows its component, with a spinner while it loads only if the table says so',
    async ({ page }) => {
      // The first render, before the page's code has arrived (each page is its own chunk).
      const first = renderToString(
        <MemoryRouter initialEntries={[sampleUrl(page)]}>
          <Suspense fallback={<p>Waiting for the page</p>}>
            <Pages />
          </Suspense>
        </MemoryRouter>,
      );
      if (page.loading === 'spinner') {
        expect(first).toContain('Loading...');
        expect(first).not.toContain('Waiting for the page');
      } else {
        expect(first).toContain('Waiting for the page');
        expect(first).not.toContain('Loading...');
      }
      // Then the route shows the component of the page's module, and only that.
      const loaded = await (routeOf(page)?.Component as LazyPageComponent).preload();
      const module = (await import(`./pages/${page.module}.tsx`)) as PageModuleExports;
      expect(loaded).toBe(module.Component);
    },
  );
});
