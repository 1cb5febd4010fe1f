import { screen, within } from '@testing-library/react';
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
import { Component as Collections } from './collections';

describe('collections page', () => {
  it('lists collections with a representative work, count and gallery link; the gated one shows no work', async () => {
    const fetchMock = stubGalleryApi(() =>
      jsonResponse(page([makeArtwork(3, { title: 'Squall Line' })], 11, 1)),
    );
    renderWithProviders(<Collections />, { route: '/collections' });
    expect(screen.getByRole('status', { name: 'Loading collections' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Landscapes' });
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/artwork?collection=Landscapes',
    );
    expect(screen.getByText('11 works')).toBeInTheDocument();
    expect(screen.getByText('The coast of Maine.')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Squall Line', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private preview · 4 works')).toBeInTheDocument();
    expectLink('Preview', '/artwork?collection=Preview');
    // Covers are asked for by id, only for public collections that have works.
    const asked = callsTo(fetchMock, '/artworks').map(({ url }) =>
      url.searchParams.get('collection'),
    );
    expect(asked).toEqual(['1']);
  });

  it('shows an empty state and an error with retry', async () => {
    stubApi((url) => (url.pathname === '/collections' ? jsonResponse({ data: [] }) : undefined));
    const { unmount } = renderWithProviders(<Collections />, { route: '/collections' });
    expect(await screen.findByText('No collections yet.')).toBeInTheDocument();
    unmount();
    stubApi(() => jsonResponse({ error: { message: 'Database unavailable', code: 'x' } }, 503));
    renderWithProviders(<Collections />, { route: '/collections' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});
