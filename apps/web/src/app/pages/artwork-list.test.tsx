import { STORAGE_KEYS } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  makeArtwork,
  page,
  stubApi,
  stubGalleryApi,
} from '@/features/gallery/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { Component as ArtworkList } from './artwork-list';

const works = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeArtwork(from + i));

/** The API with 24 public works (20 a page) and the collections of the fixtures. */
function stubGallery({ total = 24 } = {}) {
  return stubGalleryApi((url) => {
    const offset = Number(url.searchParams.get('offset'));
    return jsonResponse(page(works(offset + 1, Math.min(20, total - offset)), total, 20, offset));
  });
}

const renderGallery = (route = '/artwork') => renderWithProviders(<ArtworkList />, { route });

describe('gallery', () => {
  it('shows a skeleton grid while loading, then the works with their labels', async () => {
    stubGallery();
    renderGallery();
    expect(screen.getByRole('status', { name: 'Loading artworks' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-20 of 24 artworks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Artwork' })).toBeInTheDocument();
    const first = screen.getByRole('heading', { name: 'Harbour 1' });
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/artwork/1');
    expect(screen.getAllByText('2024 · Oil on Linen · 36 × 48 in')).toHaveLength(20);
    expect(screen.getByText('$1,001')).toBeInTheDocument();
    const image = screen.getAllByRole('img', { hidden: true })[0];
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('asks for 20 works a page with limit and offset and links the pages', async () => {
    const fetchMock = stubGallery();
    const { user, router } = renderGallery('/artwork?page=2');
    expect(await screen.findByText('Showing 21-24 of 24 artworks')).toBeInTheDocument();
    const url = callsTo(fetchMock, '/artworks')[0]!.url;
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('offset')).toBe('20');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectLink('Previous', '/artwork', nav);
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 1-20 of 24 artworks')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('shows first, last and current ± 1 with ellipses', async () => {
    stubGallery({ total: 200 });
    renderGallery('/artwork?page=5');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const labels = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(labels).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next']);
  });

  it('filters by collection with pressed buttons kept in ?collection=', async () => {
    const fetchMock = stubGallery();
    const { user, router } = renderGallery();
    const group = await screen.findByRole('group', { name: 'Collection' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(await within(group).findByRole('button', { name: 'Landscapes' }));
    expect(router.state.location.search).toBe('?collection=Landscapes');
    expect(within(group).getByRole('button', { name: 'Landscapes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, '/artworks').at(-1)!.url.searchParams.get('collection')).toBe(
        'Landscapes',
      ),
    );
    expect(await screen.findByText('The coast of Maine.')).toBeInTheDocument();
  });

  it('keeps the Available switch in ?available=true and asks for availability=available', async () => {
    const fetchMock = stubGallery();
    const { user, router } = renderGallery('/artwork?page=2');
    const toggle = await screen.findByRole('switch', { name: 'Available' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    // A new filter starts at page 1.
    expect(router.state.location.search).toBe('?available=true');
    expect(screen.getByRole('switch', { name: 'Available' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() => {
      const url = callsTo(fetchMock, '/artworks').at(-1)!.url;
      expect(url.searchParams.get('availability')).toBe('available');
      expect(url.searchParams.get('offset')).toBe('0');
    });
  });

  it('shows "No artworks found." for an empty gallery', async () => {
    stubGallery({ total: 0 });
    renderGallery('/artwork?available=true');
    expect(await screen.findByText('No artworks found.')).toBeInTheDocument();
    expectLink('See all works', '/artwork');
  });

  it('names the collection when it is empty', async () => {
    stubGallery({ total: 0 });
    renderGallery('/artwork?collection=still%20life');
    expect(
      await screen.findByText('No artworks found in Still Life collection.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the works', async () => {
    let fail = true;
    stubGalleryApi(() => {
      if (fail) return jsonResponse({ error: { message: 'Database unavailable', code: 'x' } }, 503);
      return jsonResponse(page(works(1, 2), 2));
    });
    const { user } = renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1-2 of 2 artworks')).toBeInTheDocument();
  });

  it('labels sold and other unavailable works without a price', async () => {
    stubApi((url) => {
      if (url.pathname === '/collections') return jsonResponse({ data: [] });
      if (url.pathname === '/artworks')
        return jsonResponse(
          page(
            [
              makeArtwork(1, { availability: 'sold', price: 5000 }),
              makeArtwork(2, { availability: 'reserved', price: 6000 }),
              makeArtwork(3, { availability: 'archived', price: 7000 }),
            ],
            3,
          ),
        );
    });
    renderGallery();
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.getAllByText('Unavailable')).toHaveLength(2);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});

describe('gallery and the preview gate', () => {
  const grant = (grantedAt: number) => {
    sessionStorage.setItem(STORAGE_KEYS.previewGrant, 'signed-grant');
    sessionStorage.setItem(STORAGE_KEYS.previewGrantedAt, String(grantedAt));
  };

  it('shows the gate instead of the grid without a grant and asks nothing', async () => {
    const fetchMock = stubGallery();
    renderGallery('/artwork?collection=preview');
    expect(
      await screen.findByRole('heading', { name: 'This collection is private' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, '/artworks')).toHaveLength(0);
  });

  it('shows the works with a valid grant, sending it as X-Preview-Token', async () => {
    grant(Date.now() - 60_000);
    const fetchMock = stubGallery();
    renderGallery('/artwork?collection=Preview');
    expect(await screen.findByText('Showing 1-20 of 24 artworks')).toBeInTheDocument();
    const headers = new Headers(callsTo(fetchMock, '/artworks')[0]!.init?.headers);
    expect(headers.get('X-Preview-Token')).toBe('signed-grant');
  });

  it('drops a grant older than 24 hours and shows the gate', async () => {
    grant(Date.now() - 24 * 60 * 60 * 1000 - 1);
    stubGallery();
    renderGallery('/artwork?collection=PREVIEW');
    expect(
      await screen.findByRole('heading', { name: 'This collection is private' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrantedAt)).toBeNull();
  });

  it('re-evaluates access when the collection changes', async () => {
    stubGallery();
    const { user } = renderGallery('/artwork?collection=Landscapes');
    await screen.findByText('Showing 1-20 of 24 artworks');
    // Another tab of the session was granted access meanwhile.
    grant(Date.now());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Showing 1-20 of 24 artworks')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // And an expired grant is noticed on the next change.
    grant(Date.now() - 25 * 60 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: 'Landscapes' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('shows the gate when the server answers preview_locked, and asks again after a grant', async () => {
    grant(Date.now());
    stubApi((url, init) => {
      if (url.pathname === '/collections') return jsonResponse({ data: [] });
      if (url.pathname === '/preview/access')
        return jsonResponse({
          data: { token: 'fresh', expires_at: new Date(Date.now() + 864e5).toISOString() },
        });
      if (url.pathname === '/artworks') {
        if (new Headers(init?.headers).get('X-Preview-Token') === 'fresh')
          return jsonResponse(page(works(1, 3), 3));
        return jsonResponse(
          { error: { message: 'This collection is private.', code: 'preview_locked' } },
          403,
        );
      }
    });
    // An id the (empty) collections list cannot resolve: only the server knows it is gated.
    const { user } = renderGallery('/artwork?collection=4');
    expect(
      await screen.findByRole('heading', { name: 'This collection is private' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBeNull());
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'preview2026');
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    expect(await screen.findByText('Showing 1-3 of 3 artworks')).toBeInTheDocument();
  });

  it('opens the works after the right password', async () => {
    const fetchMock = stubGalleryApi(
      () => jsonResponse(page(works(1, 4), 4)),
      (url) => {
        if (url.pathname === '/preview/access')
          return jsonResponse({
            data: { token: 'new-grant', expires_at: new Date(Date.now() + 864e5).toISOString() },
          });
      },
    );
    const { user } = renderGallery('/artwork?collection=Preview');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'preview2026');
    await user.click(screen.getByRole('button', { name: 'View the preview' }));
    expect(await screen.findByText('Showing 1-4 of 4 artworks')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.previewGrant)).toBe('new-grant');
    const headers = new Headers(callsTo(fetchMock, '/artworks')[0]!.init?.headers);
    expect(headers.get('X-Preview-Token')).toBe('new-grant');
  });
});
