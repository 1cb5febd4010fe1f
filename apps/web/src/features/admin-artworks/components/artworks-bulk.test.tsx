import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderRoutes } from '@/test/mock-api';
import { artworksPage, COLLECTIONS, makeArtwork } from '../testing/fixtures';
import { ArtworksScreen } from './artworks-screen';

const ROWS = [
  makeArtwork(1, { title: 'Morning Fog' }),
  makeArtwork(2, { title: 'Low Tide' }),
  makeArtwork(3, { title: 'Pears' }),
];

function renderArtworks(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /artworks': () => artworksPage(ROWS),
    'GET /collections': () => ok(COLLECTIONS),
    'PUT /artworks/bulk/visibility': ({ body }) =>
      ok({ updated: (body as { artwork_ids: number[] }).artwork_ids.length }),
    'DELETE /artworks/1': () => new Response(null, { status: 204 }),
    ...handlers,
  });
  return {
    ...renderRoutes([{ path: '/admin/artworks', element: <ArtworksScreen /> }], {
      initialEntries: ['/admin/artworks'],
    }),
    api,
  };
}

describe('ArtworksScreen: bulk visibility', () => {
  it('hides the selected works in one call, then refreshes the list', async () => {
    const { user, api } = renderArtworks();
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Selected artworks' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Morning Fog' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pears' }));
    const bar = screen.getByRole('region', { name: 'Selected artworks' });
    expect(bar).toHaveTextContent('2 artworks selected');
    expect(
      screen.getByRole('checkbox', { name: 'Select all artworks on this page' }),
    ).toHaveProperty('indeterminate', true);

    await user.click(within(bar).getByRole('button', { name: 'Hide from site' }));
    expect(await api.bodySentOnce('PUT', '/artworks/bulk/visibility')).toEqual({
      artwork_ids: [1, 3],
      is_public: false,
    });
    expect(await screen.findByText('2 artworks hidden from the site')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/artworks').length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Selected artworks' })).not.toBeInTheDocument();
  });

  it('selects every work of the page at once and shows them', async () => {
    const { user, api } = renderArtworks();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all artworks on this page' }));
    for (const title of ['Morning Fog', 'Low Tide', 'Pears'])
      expect(screen.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show on site' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/artworks/bulk/visibility')[0]?.body).toEqual({
        artwork_ids: [1, 2, 3],
        is_public: true,
      }),
    );
    expect(await screen.findByText('3 artworks shown on the site')).toBeInTheDocument();
  });

  it('keeps the selection and says why when the server refuses', async () => {
    const { user } = renderArtworks({
      'PUT /artworks/bulk/visibility': () => fail(400, 'artwork_ids: unknown artwork id(s): 3'),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select Pears' }));
    await user.click(screen.getByRole('button', { name: 'Hide from site' }));
    expect(await screen.findByText('artwork_ids: unknown artwork id(s): 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Pears' })).toBeChecked();
  });

  it('empties the selection when the filter changes', async () => {
    const { user } = renderArtworks();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select Pears' }));
    await user.selectOptions(screen.getByLabelText('Availability'), 'sold');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected artworks' })).not.toBeInTheDocument(),
    );
  });
});

describe('ArtworksScreen: delete', () => {
  it('deletes only after confirmation', async () => {
    const { user, api } = renderArtworks();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Morning Fog' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete artwork?' });
    expect(dialog).toHaveTextContent('Morning Fog will be removed from the gallery');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(api.calls('DELETE', '/artworks/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Morning Fog' }));
    await user.click(screen.getByRole('button', { name: 'Delete artwork' }));
    await waitFor(() => expect(api.calls('DELETE', '/artworks/1')).toHaveLength(1));
    expect(await screen.findByText('“Morning Fog” deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
