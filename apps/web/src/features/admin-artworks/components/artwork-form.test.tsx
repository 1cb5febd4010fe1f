import type { ArtworkInput } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubEditorLayout } from '@/test/editor-layout';
import { fail, mockApi, ok, renderRoutes, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { COLLECTIONS, makeArtwork } from '../testing/fixtures';
import { NewArtworkScreen } from './new-artwork-screen';

stubEditorLayout();

function renderNew(
  create = (body: unknown) => jsonResponse({ data: makeArtwork(42, body as object) }, 201),
) {
  return renderWithApi(
    {
      'GET /collections': () => ok(COLLECTIONS),
      'POST /artworks': ({ body }) => create(body),
    },
    [
      { path: '/admin/artworks/new', element: <NewArtworkScreen /> },
      { path: '/admin/artworks/:id/edit', element: <p>Edit page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    ['/admin/artworks', '/admin/artworks/new'],
  );
}

const sent = (api: ReturnType<typeof mockApi>) =>
  api.calls('POST', '/artworks')[0]?.body as ArtworkInput;

describe('New artwork form', () => {
  it('shows the schema’s messages next to the fields and sends nothing', async () => {
    const { user, api } = renderNew();
    const title = await screen.findByLabelText('Title');
    // Nothing is saved yet, so nothing claims to be (issue 44).
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Year'), 'last year');
    await user.type(screen.getByLabelText('Height (inches)'), '0');
    await user.type(screen.getByLabelText('Price (USD)'), '1200.50');
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Year must be a number');
    expect(screen.getByLabelText('Height (inches)')).toHaveAccessibleDescription(
      'Height must be greater than 0',
    );
    expect(screen.getByText('Price is in whole dollars')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(api.calls('POST', '/artworks')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '999');
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    expect(await screen.findByText('Year must be between 1000 and 3000')).toBeInTheDocument();
  });

  it('creates the artwork with every field, collections in the chosen order, then opens it', async () => {
    const { user, api, router } = renderNew();
    await user.type(await screen.findByLabelText('Title'), '  Evening Light ');
    await user.type(screen.getByLabelText('Year'), '2025');
    await user.type(screen.getByLabelText('Material'), 'Oil');
    await user.type(screen.getByLabelText('Substrate'), 'Linen');
    await user.type(screen.getByLabelText('Height (inches)'), '24');
    await user.type(screen.getByLabelText('Width (inches)'), '30.5');
    await user.type(screen.getByLabelText('Price (USD)'), '$2,400');
    await user.selectOptions(screen.getByLabelText('Availability'), 'reserved');
    await user.click(screen.getByRole('switch', { name: 'Featured' }));
    await user.click(screen.getByRole('switch', { name: 'Visible on the site' }));
    await user.click(screen.getByRole('switch', { name: 'Accept offers' }));

    const collections = screen.getByRole('group', { name: 'Collections' });
    await user.click(within(collections).getByRole('checkbox', { name: 'Still Life' }));
    await user.click(within(collections).getByRole('checkbox', { name: /Landscapes/ }));
    // Landscapes was ticked second; moving it up makes it the first collection.
    await user.click(within(collections).getByRole('button', { name: 'Move Landscapes up' }));
    expect(within(collections).getByRole('button', { name: 'Move Landscapes down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add accolade' }));
    await user.keyboard('Juried, Maine Biennial');
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));

    await waitFor(() => expect(api.calls('POST', '/artworks')).toHaveLength(1));
    expect(sent(api)).toEqual({
      title: 'Evening Light',
      year_created: 2025,
      material: 'Oil',
      substrate: 'Linen',
      height: 24,
      width: 30.5,
      price: 2400,
      availability: 'reserved',
      primary_image_url: null,
      thumbnail_url: null,
      framed_image_url: null,
      artist_comments: '',
      accolades: ['Juried, Maine Biennial'],
      collection_ids: [1, 2],
      featured: true,
      is_public: false,
      offers_enabled: true,
    });
    expect(await screen.findByText('“Evening Light” added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks/42/edit'));
    expect(screen.getByText('Edit page')).toBeInTheDocument();
  });

  it('edits accolades as a list: Enter adds a line below, Remove takes one out, blank lines are dropped', async () => {
    const { user, api } = renderNew();
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.click(screen.getByRole('button', { name: 'Add accolade' }));
    expect(screen.getByRole('textbox', { name: 'Accolade 1' })).toHaveFocus();
    await user.keyboard('First prize{Enter}');
    expect(screen.getByRole('textbox', { name: 'Accolade 2' })).toHaveFocus();
    await user.keyboard('Shortlisted{Enter}Published in Artforum');
    expect(screen.getAllByRole('textbox', { name: /^Accolade/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove accolade 2' }));
    expect(
      screen
        .getAllByRole('textbox', { name: /^Accolade/ })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['First prize', 'Published in Artforum']);
    await user.click(screen.getByRole('button', { name: 'Add accolade' }));
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    await waitFor(() => expect(api.calls('POST', '/artworks')).toHaveLength(1));
    expect(sent(api).accolades).toEqual(['First prize', 'Published in Artforum']);
  });

  it('shows the server’s field errors next to their fields and keeps the form', async () => {
    const { user, router } = renderNew(() =>
      fail(400, 'collection_ids: unknown collection id(s): 3', [
        { path: 'collection_ids', message: 'unknown collection id(s): 3' },
      ]),
    );
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.click(screen.getByRole('checkbox', { name: 'Abstract' }));
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    expect(await screen.findByText('unknown collection id(s): 3')).toBeInTheDocument();
    expect(await screen.findByText('Not saved: check the highlighted fields.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/artworks/new');
  });

  it('says the server’s message when saving fails otherwise', async () => {
    const { user } = renderNew(() => fail(500, 'The database is not answering'));
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderNew();
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.click(screen.getByRole('link', { name: 'Artworks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/artworks/new');
    await user.click(screen.getByRole('link', { name: 'Artworks' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'));
  });

  it('shows the collections’ error with a retry', async () => {
    const api = mockApi({
      'GET /collections': failsOnceThen('Collections unavailable', () => ok(COLLECTIONS)),
    });
    const { user } = renderRoutes([{ path: '/', element: <NewArtworkScreen /> }]);
    await expectAlertThenRetry(user, 'Collections unavailable');
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    expect(api.calls('GET', '/collections')).toHaveLength(2);
  });
});
