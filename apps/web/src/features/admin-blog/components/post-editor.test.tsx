import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerLater,
  fail,
  mockApi,
  ok,
  renderRoutes,
  type MockHandler,
  type MockRequest,
} from '@/test/mock-api';
import { jsonResponse } from '@/test/render';
import {
  CATEGORIES,
  UPLOADED,
  fakeUpload,
  localInput,
  makePost,
  stubBrowserGaps,
} from '../testing/fixtures';
import { EditPostScreen, NewPostScreen } from './post-editor-screen';
import { makeSiteSettings } from '@/test/factories';

stubBrowserGaps();

const created = (request: MockRequest) =>
  jsonResponse({ data: makePost({ ...(request.body as object), id: 42, categories: [] }) }, 201);

function renderNew(createPost: MockHandler = created) {
  const api = mockApi({
    'GET /blog/categories': () => ok(CATEGORIES),
    'GET /settings/site': () => ok(makeSiteSettings()),
    'POST /blog/posts': createPost,
    'POST /blog/categories': ({ body }) =>
      jsonResponse(
        { data: { id: 9, slug: 'exhibitions', post_count: 0, ...(body as object) } },
        201,
      ),
  });
  const view = renderRoutes(
    [
      { path: '/admin/blog/new', element: <NewPostScreen uploadImage={fakeUpload} /> },
      { path: '/admin/blog/:id/edit', element: <EditPostScreen id="42" /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/admin/blog/new'] },
  );
  const postBody = () => api.calls('POST', '/blog/posts').at(-1)?.body as Record<string, unknown>;
  return { ...view, api, postBody };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea,select' });

describe('New post editor', () => {
  it('makes the slug from the title until it is edited by hand', async () => {
    const { user } = renderNew();
    await user.type(field('Title'), 'Light on the Water — Study #2');
    expect(field('Web address')).toHaveValue('light-on-the-water-study-2');
    await user.clear(field('Web address'));
    await user.type(field('Web address'), 'my-own-address');
    await user.type(field('Title'), ' again');
    expect(field('Web address')).toHaveValue('my-own-address');
    // Emptied, the slug follows the title again.
    await user.clear(field('Web address'));
    await user.type(field('Title'), '!');
    expect(field('Web address')).toHaveValue('light-on-the-water-study-2-again');
  });

  it('shows the server’s slug conflict on the slug field', async () => {
    const { user } = renderNew(() =>
      fail(409, 'slug: This web address is already in use', [
        { path: 'slug', message: 'This web address is already in use' },
      ]),
    );
    await user.type(field('Title'), 'Winter Light');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(field('Web address')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Web address')).toHaveAccessibleDescription(/This web address is already in use/);
    expect(
      await screen.findByText('The post was not saved: see the marked fields.'),
    ).toBeInTheDocument();
  });

  it('previews the meta description of the excerpt with a counter', async () => {
    const { user } = renderNew();
    await user.type(field('Title'), 'Spring');
    const preview = screen.getByText('Search and share preview').closest('figure')!;
    expect(within(preview).getByText('Spring: a 1 minute read.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Process' }));
    expect(within(preview).getByText('Spring: a 1 minute read about Process.')).toBeInTheDocument();
    const excerpt = 'a'.repeat(150) + 'bcdefghij';
    fireEvent.change(field('Excerpt'), { target: { value: excerpt } });
    expect(within(preview).getByText(`${'a'.repeat(150)}bcdef...`)).toBeInTheDocument();
    expect(screen.getByText('159 / 155')).toBeInTheDocument();
    expect(within(preview).getByText('Spring | Elena Marsh')).toBeInTheDocument();
  });

  it('saves a draft with the chosen fields and opens the saved post', async () => {
    const { user, postBody, router } = renderNew();
    await user.type(field('Title'), 'Winter notes');
    await user.click(screen.getByRole('checkbox', { name: 'Process' }));
    await user.type(field('Author name'), 'Elena');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(postBody()).toEqual({
      title: 'Winter notes',
      slug: 'winter-notes',
      excerpt: null,
      content: '',
      thumbnail_url: null,
      featured_image_url: null,
      video_url: null,
      video_provider: null,
      category_ids: [2],
      status: 'draft',
      published_at: null,
      author_name: 'Elena',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/42/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
  });

  it('publishes now with the current time', async () => {
    const { user, postBody } = renderNew();
    await user.type(field('Title'), 'Opening night');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('“Opening night” is published')).toBeInTheDocument();
    expect(postBody()).toMatchObject({ status: 'published' });
    const at = new Date(postBody().published_at as string).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('schedules only with a date and time in the future, sent as UTC', async () => {
    const { user, api, postBody } = renderNew();
    await user.type(field('Title'), 'Later');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText('A scheduled post needs a publication date'),
    ).toBeInTheDocument();
    fireEvent.change(field('Publish on'), { target: { value: localInput(-1) } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time in the future')).toBeInTheDocument();
    expect(field('Publish on')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/blog/posts')).toHaveLength(0);

    const tomorrow = localInput(1);
    fireEvent.change(field('Publish on'), { target: { value: tomorrow } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.calls('POST', '/blog/posts')).toHaveLength(1));
    expect(postBody()).toMatchObject({
      status: 'scheduled',
      published_at: new Date(tomorrow).toISOString(),
    });
  });

  it('cannot save twice while a save runs', async () => {
    const later = answerLater();
    const { user, api } = renderNew(later.handler);
    await user.type(field('Title'), 'Once');
    const publish = screen.getByRole('button', { name: /Publish now/ });
    await user.click(publish);
    await user.click(publish);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(publish).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(api.calls('POST', '/blog/posts')).toHaveLength(1);
    later.answer(
      jsonResponse({ data: makePost({ id: 42, title: 'Once', status: 'published' }) }, 201),
    );
    expect(await screen.findByText('“Once” is published')).toBeInTheDocument();
  });

  it('creates a category inline, or picks the one that exists', async () => {
    const { user, api } = renderNew();
    await user.type(await screen.findByLabelText('New category'), 'Exhibitions');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('checkbox', { name: 'Exhibitions' })).toBeChecked();
    expect(api.calls('POST', '/blog/categories')[0]?.body).toEqual({ name: 'Exhibitions' });
    await user.type(screen.getByLabelText('New category'), 'process{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Process' })).toBeChecked();
    expect(api.calls('POST', '/blog/categories')).toHaveLength(1);
  });

  it('uploads a featured image with a preview and saves its URL', async () => {
    const { user, postBody } = renderNew();
    await user.type(field('Title'), 'With a picture');
    const file = new File(['x'], 'painting.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload featured image'), file);
    expect(await screen.findByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      UPLOADED.url,
    );
    expect(fakeUpload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    expect(postBody()).toMatchObject({ featured_image_url: UPLOADED.url });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderNew();
    await user.type(field('Title'), 'Half written');
    await user.click(screen.getByRole('link', { name: '← All posts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/blog/new');
  });
});
