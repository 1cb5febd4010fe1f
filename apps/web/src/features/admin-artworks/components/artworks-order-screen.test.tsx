import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderRoutes, type MockHandler } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { artworksPage, makeArtwork } from '../testing/fixtures';
import { ArtworksOrderScreen } from './artworks-order-screen';

const WORKS = [
  makeArtwork(1, { title: 'Morning Fog', ordering: 0 }),
  makeArtwork(2, { title: 'Low Tide', ordering: 1, is_public: false }),
  makeArtwork(3, { title: 'Pears', ordering: 2 }),
];

// jsdom has no layout. dnd-kit's keyboard sensor moves between the rows' rectangles, so each
// row gets one from its place in the list: 60px tall, stacked.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('[data-row-id]');
    const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : 0;
    return new DOMRect(0, index * 60, 600, row ? 60 : 0);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderOrder(reorder: MockHandler = () => ok({ updated: 2 }), list = WORKS) {
  const api = mockApi({
    'GET /artworks': () => artworksPage(list, list.length, 100),
    'PUT /artworks/bulk/reorder': reorder,
  });
  return { ...renderRoutes([{ path: '/', element: <ArtworksOrderScreen /> }]), api };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Gallery order' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByText(/Morning Fog|Low Tide|Pears/).textContent);

describe('ArtworksOrderScreen', () => {
  it('lists every work, hidden ones too, in gallery order', async () => {
    const { api } = renderOrder();
    await screen.findByRole('list', { name: 'Gallery order' });
    expect(titles()).toEqual(['Morning Fog', 'Low Tide', 'Pears']);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET', '/artworks')[0]!.url.searchParams)).toEqual({
      limit: '100',
      offset: '0',
      sort: 'ordering',
    });
  });

  it('reads the whole catalogue 100 at a time', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeArtwork(i + 1, { ordering: i }));
    const api = mockApi({
      'GET /artworks': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return artworksPage(many.slice(offset, offset + 100), 130, 100, offset);
      },
    });
    renderRoutes([{ path: '/', element: <ArtworksOrderScreen /> }]);
    const list = await screen.findByRole('list', { name: 'Gallery order' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(130);
    expect(api.calls('GET', '/artworks').map((r) => r.url.searchParams.get('offset'))).toEqual([
      '0',
      '100',
    ]);
  });

  it('moves a work with the keyboard (Space, arrow, Space), announces it and saves the new order', async () => {
    const { user, api } = renderOrder();
    await screen.findByRole('list', { name: 'Gallery order' });
    screen.getByRole('button', { name: 'Drag Morning Fog' }).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Picked up Morning Fog at position 1 of 3/)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Morning Fog dropped at position 3 of 3/)).toBeInTheDocument();

    await waitFor(() => expect(titles()).toEqual(['Low Tide', 'Pears', 'Morning Fog']));
    expect(await api.bodySentOnce('PUT', '/artworks/bulk/reorder')).toEqual({
      artworks: [
        { id: 2, ordering: 0 },
        { id: 3, ordering: 1 },
        { id: 1, ordering: 2 },
      ],
    });
  });

  it('Escape puts the work back without saving', async () => {
    const { user, api } = renderOrder();
    await screen.findByRole('list', { name: 'Gallery order' });
    screen.getByRole('button', { name: 'Drag Pears' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    expect(await screen.findByText(/Moving Pears was cancelled/)).toBeInTheDocument();
    expect(titles()).toEqual(['Morning Fog', 'Low Tide', 'Pears']);
    expect(api.calls('PUT', '/artworks/bulk/reorder')).toHaveLength(0);
  });

  it('moves with the arrow buttons, keeps the focus on the moved work and sends only what changed', async () => {
    const { user, api } = renderOrder();
    await screen.findByRole('list', { name: 'Gallery order' });
    await user.click(screen.getByRole('button', { name: 'Move Pears up' }));
    expect(titles()).toEqual(['Morning Fog', 'Pears', 'Low Tide']);
    expect(screen.getByRole('button', { name: 'Move Pears up' })).toHaveFocus();
    expect(screen.getByText('Pears moved to position 2 of 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('PUT', '/artworks/bulk/reorder')[0]?.body).toEqual({
        artworks: [
          { id: 3, ordering: 1 },
          { id: 2, ordering: 2 },
        ],
      }),
    );
    expect(await screen.findByText('Every move is saved at once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Morning Fog up' })).toBeDisabled();
  });

  it('tells when a move was not saved and shows the server’s order again', async () => {
    const { user, api } = renderOrder(() => fail(500, 'Could not store the order'));
    await screen.findByRole('list', { name: 'Gallery order' });
    await user.click(screen.getByRole('button', { name: 'Move Pears up' }));
    expect(await screen.findByText('Could not store the order')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Morning Fog', 'Low Tide', 'Pears']));
    expect(api.calls('GET', '/artworks').length).toBeGreaterThan(1);
  });

  it('shows the error with a retry, and an empty catalogue', async () => {
    mockApi({ 'GET /artworks': failsOnceThen('Down', () => artworksPage([])) });
    const { user } = renderRoutes([{ path: '/', element: <ArtworksOrderScreen /> }]);
    await expectAlertThenRetry(user, 'Down');
    expect(await screen.findByText('No artworks yet')).toBeInTheDocument();
  });
});
