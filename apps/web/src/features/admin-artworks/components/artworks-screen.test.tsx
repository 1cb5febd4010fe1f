import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLater, ok, type MockRequest, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { stubMatchMedia } from '@/test/match-media';
import { expectLastQuery, tableAfterLoading } from '@/test/list-screen';
import { artworksPage, COLLECTIONS, makeArtwork } from '../testing/fixtures';
import { ArtworksScreen } from './artworks-screen';

const ROWS = [
  makeArtwork(1, { title: 'Morning Fog', featured: true }),
  makeArtwork(2, { title: 'Low Tide', availability: 'sold', is_public: false, price: null }),
  makeArtwork(3, {
    title: 'Pears',
    availability: 'reserved',
    thumbnail_url: null,
    primary_image_url: null,
  }),
];

type Handler = (request: MockRequest) => Response | Promise<Response>;

function renderArtworks(list: Handler = () => artworksPage(ROWS), url = '/admin/artworks') {
  return renderWithApi(
    {
      'GET /artworks': list,
      'GET /collections': () => ok(COLLECTIONS),
      'PUT /artworks/bulk/visibility': ({ body }) =>
        ok({ updated: (body as { artwork_ids: number[] }).artwork_ids.length }),
      'DELETE /artworks/1': () => new Response(null, { status: 204 }),
    },
    [
      { path: '/admin/artworks', element: <ArtworksScreen /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    url,
  );
}

// A filter or search starts the list again from its first page.
const FIRST_PAGE = { limit: '25', offset: '0' };

describe('ArtworksScreen', () => {
  it('shows a skeleton, then every work with its picture, status, price and collections', async () => {
    const later = answerLater();
    renderArtworks(later.handler);
    expect(screen.getByRole('heading', { level: 1, name: 'Artworks' })).toBeInTheDocument();
    const table = await tableAfterLoading(later, artworksPage(ROWS), 'Artworks');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const fog = within(rows[1]!);
    expect(fog.getByRole('link', { name: 'Morning Fog' })).toHaveAttribute(
      'href',
      '/admin/artworks/1/edit',
    );
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', '/uploads/1-thumb.webp');
    expect(fog.getByText('Available')).toBeInTheDocument();
    expect(fog.getByText('$1,001')).toBeInTheDocument();
    expect(fog.getByText('Landscapes')).toBeInTheDocument();
    expect(fog.getByText('Featured')).toBeInTheDocument();
    expect(fog.getByText('Visible')).toBeInTheDocument();
    const tide = within(rows[2]!);
    expect(tide.getByText('Sold')).toBeInTheDocument();
    expect(tide.getAllByText('Hidden').length).toBeGreaterThan(0);
    expect(within(rows[3]!).getByText('No image')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Reserved')).toBeInTheDocument();
    expect(screen.getByText('3 artworks')).toBeInTheDocument();
  });

  const until = '2030-01-09T12:00:00.000Z';
  const held = makeArtwork(4, {
    title: 'Harbour',
    // A bank transfer's hold, told by its day as the buyer was: it ends once Tuesday 8
    // January has ended everywhere on Earth (decision 047).
    state: {
      kind: 'held',
      order_id: 9,
      order_number: 'EM-1001',
      buyer_name: null,
      until,
      until_is_day: true,
    },
  });

  it('tells which order holds a work, or whom it is reserved for, and until when', async () => {
    const promised = makeArtwork(5, {
      title: 'Orchard',
      state: {
        kind: 'reserved',
        order_id: 10,
        order_number: 'EM-1002',
        buyer_name: 'Grace Hopper',
        until,
        until_is_day: false,
      },
    });
    renderArtworks(() => artworksPage([held, promised]));
    const table = await screen.findByRole('table');
    const [, harbour, orchard] = within(table).getAllByRole('row');
    expect(harbour).toHaveTextContent(/Held by order EM-1001 until Tuesday 8 January 2030/);
    expect(within(harbour!).queryByText('Available')).not.toBeInTheDocument();
    expect(harbour!.textContent!.match(/Held by order EM-1001 until Tuesday/g)).toHaveLength(1);
    // The order's number is kept on one line.
    expect(within(harbour!).getByText('EM-1001')).toHaveClass('whitespace-nowrap');
    expect(
      within(orchard!).getByText(/^Reserved for Grace Hopper until 9 Jan, \d\d:\d\d$/),
    ).toBeInTheDocument();
  });

  it('tells the same state on a phone, where each work is a card (decision 050)', async () => {
    stubMatchMedia(false);
    renderArtworks(() => artworksPage([held]));
    const cards = await screen.findByRole('list', { name: 'Artworks' });
    const [harbour] = within(cards).getAllByRole('listitem');
    expect(within(harbour!).getByRole('link', { name: 'Harbour' })).toBeInTheDocument();
    const availability = within(harbour!)
      .getAllByRole('term')
      .find((term) => term.textContent === 'Availability');
    expect(availability!.nextElementSibling).toHaveTextContent(
      /^Held by order EM-1001 until Tuesday 8 January 2030/,
    );
    expect(within(harbour!).queryByText('Available')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the list in gallery order, 25 a page', async () => {
    const { api } = renderArtworks();
    await screen.findByRole('table');
    expect(api.queries('/artworks')[0]).toEqual({ limit: '25', offset: '0', sort: 'ordering' });
  });

  it('shows the error with a retry', async () => {
    const { user } = renderArtworks(failsOnceThen('Database down', () => artworksPage(ROWS)));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('invites the first artwork when there is none', async () => {
    renderArtworks(() => artworksPage([]));
    expect(await screen.findByText('No artworks yet')).toBeInTheDocument();
    expectLink('Add your first artwork', '/admin/artworks/new');
  });

  it('turns filters and sort into query parameters, kept in the URL, from page 1', async () => {
    const { user, api, router } = renderArtworks(
      ({ url }) => artworksPage(ROWS, 60, 25, Number(url.searchParams.get('offset'))),
      '/admin/artworks?page=2',
    );
    await screen.findByRole('table');
    expect(api.queries('/artworks')[0]).toMatchObject({ offset: '25' });

    await user.selectOptions(screen.getByLabelText('Availability'), 'sold');
    await expectLastQuery(api, '/artworks', {
      ...FIRST_PAGE,
      availability: 'sold',
      sort: 'ordering',
    });
    await user.selectOptions(screen.getByLabelText('Collection'), 'Still Life');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'hidden');
    await user.selectOptions(screen.getByLabelText('Sort'), 'price');
    await expectLastQuery(api, '/artworks', {
      ...FIRST_PAGE,
      availability: 'sold',
      collection: '2',
      is_public: 'false',
      sort: 'price',
    });
    expect(router.state.location.search).toBe(
      '?availability=sold&collection=2&visibility=hidden&sort=price',
    );

    await user.selectOptions(screen.getByLabelText('Visibility'), 'public');
    await waitFor(() => expect(api.queries('/artworks').at(-1)?.is_public).toBe('true'));
  });

  it('searches after a pause in typing, once for the whole word', async () => {
    const { user, api, router } = renderArtworks();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search artworks'), 'fog');
    await waitFor(() => expect(api.queries('/artworks').at(-1)?.search).toBe('fog'));
    expect(api.queries('/artworks').filter((q) => q.search)).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=fog');
  });

  it('offers to clear a search or filter that matches nothing', async () => {
    const { user, router } = renderArtworks(
      ({ url }) => (url.searchParams.get('availability') ? artworksPage([]) : artworksPage(ROWS)),
      '/admin/artworks?availability=sold',
    );
    expect(await screen.findByText('No artworks match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('pages with the pagination buttons (offset = (page - 1) × 25)', async () => {
    const { user, api } = renderArtworks(({ url }) =>
      artworksPage(ROWS, 60, 25, Number(url.searchParams.get('offset'))),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.queries('/artworks').at(-1)?.offset).toBe('25'));
  });
});
