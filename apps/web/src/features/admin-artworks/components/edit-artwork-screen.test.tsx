import type { ArtworkInput } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubEditorLayout } from '@/test/editor-layout';
import { answerLater, fail, never, ok, type MockHandler, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { COLLECTIONS, makeArtwork } from '../testing/fixtures';
import { EditArtworkScreen } from './edit-artwork-screen';

stubEditorLayout();

const ARTWORK = makeArtwork(7, {
  title: 'Quarry in Snow',
  price: 3200,
  availability: 'sold',
  is_public: false,
  accolades: ['Juried, Maine Biennial'],
  collections: [
    { id: 2, name: 'Still Life' },
    { id: 1, name: 'Landscapes' },
  ],
  artist_comments: '<p>Cold light.</p>',
});

function EditRoute() {
  return <EditArtworkScreen id={Number(useParams().id)} />;
}

function renderEdit(get: MockHandler = () => ok(ARTWORK), put?: MockHandler) {
  return renderWithApi(
    {
      'GET /artworks/7': get,
      'GET /collections': () => ok(COLLECTIONS),
      'PUT /artworks/7': put ?? (({ body }) => ok({ ...ARTWORK, ...(body as object) })),
      'DELETE /artworks/7': () => new Response(null, { status: 204 }),
    },
    [
      { path: '/admin/artworks/:id/edit', element: <EditRoute /> },
      { path: '/admin/artworks', element: <p>Artworks list</p> },
    ],
    '/admin/artworks/7/edit',
  );
}

describe('EditArtworkScreen', () => {
  it('says under the title which order holds the work, until when, with a link to it', async () => {
    renderEdit(() =>
      ok({
        ...ARTWORK,
        availability: 'available',
        is_public: true,
        state: {
          kind: 'held',
          order_id: 31,
          order_number: 'EM-1001',
          buyer_name: null,
          until: '2030-01-09T12:00:00.000Z',
          until_is_day: false,
        },
      }),
    );
    const link = await screen.findByRole('link', { name: 'Open order EM-1001' });
    expect(link).toHaveAttribute('href', '/admin/orders/31');
    expect(link.parentElement).toHaveTextContent(
      /^Held by order EM-1001 until 9 Jan, \d\d:\d\dOpen order EM-1001$/,
    );
    expect(screen.queryByText('Hidden from the site')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the artwork in the form', async () => {
    const later = answerLater();
    renderEdit(later.handler);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit artwork' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    later.answer(ok(ARTWORK));

    expect(await screen.findByLabelText('Title')).toHaveValue('Quarry in Snow');
    expect(screen.getByRole('heading', { level: 1, name: 'Quarry in Snow' })).toBeInTheDocument();
    expect(screen.getByText('Hidden from the site')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('3200');
    expect(screen.getByLabelText('Availability')).toHaveValue('sold');
    expect(screen.getByRole('switch', { name: 'Visible on the site' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('textbox', { name: 'Accolade 1' })).toHaveValue(
      'Juried, Maine Biennial',
    );
    expect(screen.getByRole('textbox', { name: 'Artist’s notes' })).toHaveTextContent(
      'Cold light.',
    );
    const order = screen.getByRole('list', { name: /Order: the first collection/ });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Still Life'), expect.stringContaining('Landscapes')]);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('saves every field with PUT and says so', async () => {
    const { user, api } = renderEdit();
    const price = await screen.findByLabelText('Price (USD)');
    await user.clear(price);
    await user.type(price, '2900');
    await user.selectOptions(screen.getByLabelText('Availability'), 'available');
    await user.click(screen.getByRole('checkbox', { name: 'Still Life' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const body = (await api.bodySentOnce('PUT', '/artworks/7')) as ArtworkInput;
    expect(body).toMatchObject({
      title: 'Quarry in Snow',
      price: 2900,
      availability: 'available',
      collection_ids: [1],
      accolades: ['Juried, Maine Biennial'],
      artist_comments: '<p>Cold light.</p>',
      is_public: false,
      primary_image_url: '/uploads/7.webp',
      thumbnail_url: '/uploads/7-thumb.webp',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('puts the server’s field message next to the field', async () => {
    const { user } = renderEdit(undefined, () =>
      fail(400, 'price: Price cannot be negative', [
        { path: 'price', message: 'Price cannot be negative' },
      ]),
    );
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Price (USD)')).toHaveAccessibleDescription(
      /Price cannot be negative$/,
    );
  });

  it('says "Artwork not found" for a missing work, with the way back', async () => {
    renderEdit(() => fail(404, 'Artwork not found'));
    expect(await screen.findByText('Artwork not found')).toBeInTheDocument();
    expectLink('Back to artworks', '/admin/artworks');
  });

  it('shows a failure with a retry', async () => {
    const { user } = renderEdit(failsOnceThen('Server unavailable', () => ok(ARTWORK)));
    await expectAlertThenRetry(user, 'Server unavailable');
    expect(await screen.findByLabelText('Title')).toHaveValue('Quarry in Snow');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { user, api, router } = renderEdit();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete artwork' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'));
    expect(api.calls('DELETE', '/artworks/7')).toHaveLength(1);
    expect(await screen.findByText('“Quarry in Snow” deleted')).toBeInTheDocument();
  });

  it('stays in its loading state while nothing answers', () => {
    renderEdit(never);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit artwork' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
