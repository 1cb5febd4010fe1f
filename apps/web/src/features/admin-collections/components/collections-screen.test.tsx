import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCollection } from '@/test/factories';
import { answerLater, fail, mockApi, ok, renderRoutes, type MockHandler } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { CollectionsScreen } from './collections-screen';

const LIST = [
  makeCollection(1, 'Landscapes', 0, 12),
  makeCollection(2, 'Still Life', 1, 1),
  makeCollection(4, 'Preview', 2, 4),
];

function renderCollections(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /collections': () => ok(LIST),
    'POST /collections': ({ body }) =>
      jsonResponse({ data: makeCollection(9, (body as { name: string }).name, 3, 0) }, 201),
    'PUT /collections/2': ({ body }) => ok({ ...LIST[1], ...(body as object) }),
    'DELETE /collections/1': () => new Response(null, { status: 204 }),
    'PUT /collections/reorder': () => ok({ updated: 2 }),
    ...handlers,
  });
  const view = renderRoutes([
    { path: '/', element: <CollectionsScreen /> },
    { path: '/admin/settings', element: <p>Settings page</p> },
  ]);
  return { ...view, api };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Collections' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByText(/^(Landscapes|Still Life|Preview|Coast)$/).textContent);

describe('CollectionsScreen', () => {
  it('lists the collections in order with their counts; the preview one is gated, with a link to its password', async () => {
    const later = answerLater();
    const { user, router } = renderCollections({
      'GET /collections': later.handler,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Collections' })).not.toBeInTheDocument();
    later.answer(ok(LIST));
    await screen.findByRole('list', { name: 'Collections' });
    expect(names()).toEqual(['Landscapes', 'Still Life', 'Preview']);
    expect(screen.getByText(/12 works/)).toBeInTheDocument();
    expect(screen.getByText(/^1 work$/)).toBeInTheDocument();
    expect(screen.getAllByText('Password-gated')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'preview password (Settings)' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
  });

  it('shows an error with a retry, and an empty list with a way forward', async () => {
    const { user } = renderCollections({
      'GET /collections': failsOnceThen('Database down', () => ok([])),
    });
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByText('No collections yet')).toBeInTheDocument();
  });

  it('creates a collection: "Name is required" first, the server’s 409 next to the field, then added', async () => {
    const { user, api } = renderCollections({
      'POST /collections': ({ body }) =>
        (body as { name: string }).name === 'Landscapes'
          ? fail(409, 'A collection with this name already exists')
          : jsonResponse({ data: makeCollection(9, 'Coast', 3, 0) }, 201),
    });
    await screen.findByRole('list', { name: 'Collections' });
    await user.click(screen.getByRole('button', { name: 'Add collection' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.calls('POST', '/collections')).toHaveLength(0);

    const field = screen.getByLabelText('New collection');
    await user.type(field, 'Landscapes');
    await user.click(screen.getByRole('button', { name: 'Add collection' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('A collection with this name already exists'),
    );

    await user.clear(field);
    await user.type(field, '  Coast ');
    await user.click(screen.getByRole('button', { name: 'Add collection' }));
    await waitFor(() => expect(api.calls('POST', '/collections')).toHaveLength(2));
    expect(api.calls('POST', '/collections')[1]?.body).toEqual({ name: 'Coast' });
    expect(await screen.findByText('“Coast” added')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await waitFor(() => expect(api.calls('GET', '/collections').length).toBeGreaterThan(1));
  });

  it('renames in place: Enter saves, Escape gives up', async () => {
    const { user, api } = renderCollections();
    await screen.findByRole('list', { name: 'Collections' });
    await user.click(screen.getByRole('button', { name: 'Rename Still Life' }));
    const input = screen.getByRole('textbox', { name: 'Collection name' });
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Collection name' })).not.toBeInTheDocument();
    expect(api.calls('PUT', '/collections/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rename Still Life' }));
    await user.clear(screen.getByRole('textbox', { name: 'Collection name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Collection name' }), 'Interiors{Enter}');
    await waitFor(() =>
      expect(api.calls('PUT', '/collections/2')[0]?.body).toEqual({ name: 'Interiors' }),
    );
    expect(await screen.findByText('Renamed to “Interiors”')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Collection name' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation that says the works stay', async () => {
    const { user, api } = renderCollections();
    await screen.findByRole('list', { name: 'Collections' });
    await user.click(screen.getByRole('button', { name: 'Delete Landscapes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Landscapes”?' });
    expect(dialog).toHaveTextContent('Only the collection goes. Its 12 works stay in the gallery');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/collections/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Landscapes' }));
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(api.calls('DELETE', '/collections/1')).toHaveLength(1));
    expect(await screen.findByText('“Landscapes” deleted; its works stay')).toBeInTheDocument();
  });

  it('reorders with the arrow buttons and saves through the reorder endpoint', async () => {
    const { user, api } = renderCollections();
    await screen.findByRole('list', { name: 'Collections' });
    await user.click(screen.getByRole('button', { name: 'Move Preview up' }));
    expect(names()).toEqual(['Landscapes', 'Preview', 'Still Life']);
    await waitFor(() =>
      expect(api.calls('PUT', '/collections/reorder')[0]?.body).toEqual({
        collections: [
          { id: 4, ordering: 1 },
          { id: 2, ordering: 2 },
        ],
      }),
    );
  });
});
