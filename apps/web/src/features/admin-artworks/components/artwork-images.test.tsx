import type { ArtworkInput } from '@atelier/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '@/test/editor-layout';
import { ok, renderWithApi } from '@/test/mock-api';
import { FakeXhr } from '@/test/fake-xhr';
import { jsonResponse } from '@/test/render';
import { COLLECTIONS, imageFile, makeArtwork, UPLOADED } from '../testing/fixtures';
import { NewArtworkScreen } from './new-artwork-screen';

stubEditorLayout();

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = vi.fn();
  localStorage.setItem('auth_token', 'admin-token');
});
afterEach(() => vi.unstubAllGlobals());

function renderNew() {
  return renderWithApi(
    {
      'GET /collections': () => ok(COLLECTIONS),
      'POST /artworks': ({ body }) => jsonResponse({ data: makeArtwork(42, body as object) }, 201),
    },
    [
      { path: '/new', element: <NewArtworkScreen /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/new',
  );
}

describe('Artwork images', () => {
  it('uploads a photo with a real progress bar and stores its url and thumbnail', async () => {
    const { user, api } = renderNew();
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.upload(
      screen.getByLabelText('Upload primary image'),
      imageFile('IMG_0042.HEIC', 4096, 'image/heic'),
    );

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/uploads/image');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect((xhr.body?.get('image') as File).name).toBe('IMG_0042.HEIC');
    // The chosen photo shows at once, before the server has it.
    expect(screen.getByAltText('Preview of the primary image')).toHaveAttribute(
      'src',
      'blob:chosen-photo',
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading primary image' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => xhr.progress(1024, 4096));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    act(() => xhr.progress(4096, 4096));
    expect(screen.getByText('Processing…')).toBeInTheDocument();

    // Saving waits for the upload.
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    expect(
      await screen.findByText('Wait for the image to finish uploading, then save.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/artworks')).toHaveLength(0);

    act(() => xhr.respond(201, { data: UPLOADED }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByAltText('Preview of the primary image')).toHaveAttribute(
      'src',
      UPLOADED.thumbnail_url,
    );
    expect(screen.getByLabelText('Replace primary image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    const body = (await api.bodySentOnce('POST', '/artworks')) as ArtworkInput;
    expect(body.primary_image_url).toBe(UPLOADED.url);
    expect(body.thumbnail_url).toBe(UPLOADED.thumbnail_url);
    expect(body.framed_image_url).toBeNull();
  });

  it('follows the full-resolution zoom of the uploaded image until it is ready', async () => {
    const answers = [
      { status: 'running', progress: 40, error: null, deep_zoom: false },
      { status: 'done', progress: 100, error: null, deep_zoom: true },
    ];
    const { user, api } = renderNew();
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/uploads/image/processing')
        return ok({ url: url.searchParams.get('url'), ...(answers.shift() ?? answers.at(-1)) });
      return ok(COLLECTIONS);
    });
    await user.upload(await screen.findByLabelText('Upload primary image'), imageFile('scan.tif'));
    act(() => FakeXhr.last().respond(201, { data: UPLOADED }));

    expect(await screen.findByText('Full-resolution zoom: preparing, 40%.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Full-resolution zoom progress' }),
    ).toHaveAttribute('value', '40');
    expect(
      await screen.findByText(
        'Full-resolution zoom is ready: visitors can zoom into the original scan.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    const asked = api.fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://localhost'),
    );
    expect(
      asked
        .filter((u) => u.pathname === '/api/v1/uploads/image/processing')
        .map((u) => u.searchParams.get('url')),
    ).toEqual([UPLOADED.url, UPLOADED.url]);
  });

  it('stores the framed upload as framed_image_url', async () => {
    const { user, api } = renderNew();
    await user.type(await screen.findByLabelText('Title'), 'Dunes');
    await user.upload(screen.getByLabelText('Upload framed image'), imageFile('framed.jpg'));
    act(() => FakeXhr.last().respond(201, { data: UPLOADED }));
    expect(await screen.findByAltText('Preview of the framed image')).toHaveAttribute(
      'src',
      UPLOADED.thumbnail_url,
    );
    await user.click(screen.getByRole('button', { name: 'Add artwork' }));
    const body = (await api.bodySentOnce('POST', '/artworks')) as ArtworkInput;
    expect(body.framed_image_url).toBe(UPLOADED.url);
    expect(body.primary_image_url).toBeNull();
  });

  it('shows the server’s refusal of a file that is not an image (415)', async () => {
    renderNew();
    // user-event would drop a file the accept attribute does not list; a browser sends it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Upload primary image'),
      imageFile('notes.pdf', 100, 'application/pdf'),
    );
    act(() =>
      FakeXhr.last().respond(415, {
        error: {
          message:
            'This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.',
          code: 'unsupported_media_type',
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an image we can use.',
    );
    expect(screen.queryByAltText('Preview of the primary image')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload primary image')).toHaveAccessibleDescription(
      /This file is not an image we can use/,
    );
  });

  it('shows the server’s 413 message', async () => {
    const { user } = renderNew();
    await user.upload(await screen.findByLabelText('Upload primary image'), imageFile());
    act(() =>
      FakeXhr.last().respond(413, {
        error: {
          message: 'The image is too large. The limit is 200 MB.',
          code: 'payload_too_large',
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large. The limit is 200 MB.',
    );
  });

  it('refuses a file over 200 MB before sending it', async () => {
    const { user } = renderNew();
    const huge = imageFile('huge.jpg', 10);
    Object.defineProperty(huge, 'size', { value: 201 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Upload primary image'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large. The limit is 200 MB.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('cancels an upload and removes an image', async () => {
    const { user } = renderNew();
    await user.upload(await screen.findByLabelText('Upload primary image'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the primary image')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload primary image'), imageFile());
    act(() => FakeXhr.last().respond(201, { data: UPLOADED }));
    await user.click(await screen.findByRole('button', { name: 'Remove primary image' }));
    expect(screen.queryByAltText('Preview of the primary image')).not.toBeInTheDocument();
    // Both fields are empty again.
    expect(screen.getAllByText('No image yet. Choose a photo or drop it here.')).toHaveLength(2);
  });

  it('accepts any image a phone offers, without forcing the camera', async () => {
    renderNew();
    const input = await screen.findByLabelText('Upload primary image');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('capture');
  });
});
