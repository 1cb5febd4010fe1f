import { PAGES } from '@atelier/core/page-table';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import type { LazyPageComponent } from './lazy-page';
import { PublicRoutes, publicTree } from './public-app';
import { publicPages } from './public-pages';
import { branchOf } from './route-branch';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function Routes() {
  return (
    <>
      {useRoutes(publicTree)}
      <Where />
    </>
  );
}

// Awaited: a part of the layout whose code this worker has not loaded yet suspends the first
// render, and React wants that render's act awaited.
async function renderPublic(url: string) {
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

beforeAll(() =>
  Promise.all(publicPages.map((route) => (route.Component as LazyPageComponent).preload())),
);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404)),
  );
});

describe('the public app (declarative router)', () => {
  it('renders a page inside the public layout', async () => {
    await renderPublic('/cv');
    expect(await screen.findByText('CV Page (Hidden)')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('redirects an alias, keeping the query', async () => {
    await renderPublic('/Shop?collection=Seas');
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/artwork?collection=Seas',
    );
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderPublic('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers the admin, which is another app, instead of reloading in a loop', async () => {
    await renderPublic('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Open the admin' })).toBeInTheDocument();
  });

  it('has a page for every page of the page table the server answers, and no other', () => {
    const paths = publicPages.map((r) => (r.index ? '/' : r.path === '*' ? '*' : `/${r.path}`));
    expect(paths.sort()).toEqual(PAGES.map(([, page]) => page.pattern).sort());
  });

  it('renders a path from its branch alone exactly as from the whole tree (the server’s render)', () => {
    const html = (routes: RouteObject[], url: string) =>
      renderToString(
        <QueryClientProvider client={createTestQueryClient()}>
          <StaticRouter location={url}>
            <PublicRoutes routes={routes} />
          </StaticRouter>
        </QueryClientProvider>,
      );
    const urls = [
      '/',
      '/artwork?page=2',
      '/artwork/7',
      '/blog/a-post',
      '/cv',
      '/nowhere',
      '/admin/x',
    ];
    for (const url of urls) {
      const branch = branchOf(publicTree, new URL(url, 'http://localhost').pathname);
      expect(html(branch, url)).toBe(html(publicTree, url));
      // One route per level: the root, then one child at each level down to the page.
      let level: RouteObject[] | undefined = branch;
      while (level) {
        expect(level).toHaveLength(1);
        level = level[0]!.children;
      }
    }
    expect(html(branchOf(publicTree, '/cv'), '/cv')).toContain('CV Page (Hidden)');
  });
});
