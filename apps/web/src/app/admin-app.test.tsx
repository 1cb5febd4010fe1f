import { QueryClientProvider } from '@tanstack/react-query';
import type { SiteSettings } from '@atelier/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { PublicLayout } from './layouts/public-layout';
import { adminAppTree } from './admin-app';
import { lazyPage, lazyPageWithSpinner, type LazyPageComponent } from './lazy-page';
import { publicPages } from './public-pages';
import { makeSiteSettings } from '@/test/factories';

function renderApp(url: string, settings: Partial<SiteSettings> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      // The admin guard asks who is signed in (GET /auth/me) before showing an admin page.
      if (input === '/api/v1/auth/me')
        return jsonResponse({ data: { id: 1, email: 'a@b.c', name: null, role: 'admin' } });
      if (input === '/api/v1/settings/site')
        return jsonResponse({ data: makeSiteSettings(settings) });
      return jsonResponse({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404);
    }),
  );
  const router = createMemoryRouter(adminAppTree, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

// The pages' code is already there, as the server's preloads make it in the browser: these
// tests are about the pages, not about code arriving (see 'lazy pages' below).
beforeAll(() =>
  Promise.all(publicPages.map((route) => (route.Component as LazyPageComponent).preload())),
);

beforeEach(() => {
  document.head.innerHTML =
    '<title>Oil paintings</title><meta name="description" content="Default">';
});

describe('the admin app (data router over the public pages and the admin)', () => {
  it('renders the public layout with landmarks, nav and the /cv text', async () => {
    await act(async () => renderApp('/cv'));
    expect(await screen.findByText('CV Page (Hidden)')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expectLink('Skip to content', '#main');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About', 'Artwork', 'Blog', 'Contact']);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Elena Marsh. All rights reserved.`),
    ).toBeInTheDocument();
  });

  /** A field of the pages whose form loads on its own. */
  const FORM_FIELDS: Record<string, string> = { '/mailing-list': 'Email', '/contact': 'Message' };

  it.each([
    ['/gallery', '/artwork'],
    ['/Gallery', '/artwork'],
    ['/PAINTINGS/', '/artwork'],
    ['/shop?collection=Seas', '/artwork?collection=Seas'],
    ['/artist', '/about'],
    ['/subscribe', '/mailing-list'],
    ['/commissions', '/contact'],
  ])('redirects the alias %s to %s with replace', async (from, to) => {
    // Awaited: the form pages suspend once more while their form's code arrives.
    const { router } = await act(async () => renderApp(from));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(to),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    // The page itself arrives, and on the form pages their form (loaded just after the page).
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const field = FORM_FIELDS[router.state.location.pathname];
    if (field) expect((await screen.findAllByLabelText(field)).length).toBeGreaterThan(0);
  });

  it('shows the not-found page for unknown paths', async () => {
    await act(async () => renderApp('/nowhere'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('loads lazy pages (collections, admin) and redirects /admin to the dashboard', async () => {
    const { router } = await act(async () => renderApp('/admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await router.navigate('/collections');
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = await act(async () => renderApp('/about'));
    await screen.findByRole('heading', { name: 'About' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('uses the site name and social link from public settings', async () => {
    await act(async () =>
      renderApp('/', { name: 'Ana Ruiz', social_url: 'https://instagram.com/anaruiz' }),
    );
    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', '/');
    const social = screen.getByRole('link', { name: 'Ana Ruiz on Instagram (opens in a new tab)' });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expectLink(/^Instagram/, 'https://instagram.com/anaruiz');
  });

  it('opens the mobile menu, traps focus, and closes on Escape and on navigation', async () => {
    const { user } = await act(async () => renderApp('/about'));
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await user.click(toggle);
    // The panel's code loads after the page or on the first click (components/layout/mobile-menu.tsx):
    // the panel mounts when it arrives, and its focus trap takes focus in an effect after that.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blog' }),
    );
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('lazy pages', () => {
  function renderWithSlowPages() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { message: 'x', code: 'NOT_FOUND' } }, 404)),
    );
    const gate = () => {
      let finish!: (module: { Component: () => React.ReactNode }) => void;
      const promise = new Promise<{ Component: () => React.ReactNode }>((r) => (finish = r));
      return { promise, finish };
    };
    const spinnerPage = gate();
    const plainPage = gate();
    const router = createMemoryRouter([
      {
        Component: PublicLayout,
        children: [
          { path: '/', element: <p>Start</p> },
          { path: '/spinner', Component: lazyPageWithSpinner(() => spinnerPage.promise) },
          { path: '/plain', Component: lazyPage(() => plainPage.promise) },
        ],
      },
    ]);
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return { router, spinnerPage, plainPage };
  }

  it('shows a spinner while a page docs/product.md §2 loads lazily arrives', async () => {
    const { router, spinnerPage } = renderWithSlowPages();
    await screen.findByText('Start');
    await act(() => router.navigate('/spinner'));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Start')).not.toBeInTheDocument();
    await act(async () => spinnerPage.finish({ Component: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('keeps the current page, without a spinner, while another page’s code arrives', async () => {
    const { router, plainPage } = renderWithSlowPages();
    await screen.findByText('Start');
    await act(() => router.navigate('/plain'));
    expect(screen.getByText('Start')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await act(async () => plainPage.finish({ Component: () => <h1>Plain page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Plain page' })).toBeInTheDocument();
  });

  it('renders a page whose code was preloaded without suspending', async () => {
    const Page = lazyPage(async () => ({ Component: () => <h1>Ready</h1> }));
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
  });
});
