import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLater, fail, ok, type MockHandler, renderWithApi } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { jsonResponse } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { CATEGORIES, fakeUpload, makePost, stubBrowserGaps } from '../testing/fixtures';
import { EditPostScreen } from './post-editor-screen';
import { makeSiteSettings } from '@/test/factories';

stubBrowserGaps();

const PUBLISHED = makePost({
  status: 'published',
  published_at: '2026-03-16T14:00:00.000Z',
  published_date: '2026-03-16T14:00:00.000Z',
  video_url: 'https://www.youtube.com/watch?v=abcdef123',
  video_provider: 'youtube',
});

function renderEdit(load: MockHandler = () => ok(PUBLISHED), id = '7') {
  return renderWithApi(
    {
      'GET /blog/posts/id/7': load,
      'GET /blog/categories': () => ok(CATEGORIES),
      'GET /settings/site': () => ok(makeSiteSettings()),
      'PUT /blog/posts/7': ({ body }) =>
        jsonResponse({ data: { ...PUBLISHED, ...(body as object) } }),
      'POST /admin/blog/posts/7/newsletter': () => jsonResponse({ data: { id: 31 } }, 201),
    },
    [
      {
        path: '/admin/blog/:id/edit',
        element: (
          <EditPostScreen
            id={id}
            uploadImage={fakeUpload}
            renderVideo={({ url, title }) => (
              <p>
                Player for {title}: {url}
              </p>
            )}
          />
        ),
      },
      { path: '/admin/newsletter/:id/edit', element: <p>Newsletter editor</p> },
    ],
    `/admin/blog/${id}/edit`,
  );
}

describe('EditPostScreen', () => {
  it('sends the post as a newsletter: a draft issue opens in the newsletter editor', async () => {
    const { user, api } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Send as newsletter' }));
    expect(await screen.findByText('Newsletter editor')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/blog/posts/7/newsletter')).toHaveLength(1);
  });

  it('shows a skeleton, then the post in the form', async () => {
    const later = answerLater();
    renderEdit(later.handler);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post' })).not.toBeInTheDocument();
    later.answer(ok(PUBLISHED));
    expect(await screen.findByRole('form', { name: 'Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('Winter Light');
    expect(screen.getByLabelText('Web address', { selector: 'input' })).toHaveValue('winter-light');
    expect(await screen.findByRole('checkbox', { name: 'Studio Notes' })).toBeChecked();
  });

  it('says when the post does not exist', async () => {
    renderEdit(() => fail(404, 'Post not found'));
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expectLink('Back to the posts', '/admin/blog');
  });

  it('shows a failed load with a retry', async () => {
    const { user } = renderEdit(failsOnceThen('Database down', () => ok(PUBLISHED)));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('form', { name: 'Post' })).toBeInTheDocument();
  });

  it('updates a published post keeping its publication date, and keeps its slug', async () => {
    const { user, api } = renderEdit();
    const title = await screen.findByLabelText('Title', { selector: 'input' });
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await user.type(title, ' Notes');
    expect(screen.getByLabelText('Web address', { selector: 'input' })).toHaveValue('winter-light');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('“Winter Light Notes” is updated')).toBeInTheDocument();
    expect(api.calls('PUT', '/blog/posts/7')[0]?.body).toMatchObject({
      title: 'Winter Light Notes',
      slug: 'winter-light',
      status: 'published',
      published_at: '2026-03-16T14:00:00.000Z',
      video_url: 'https://www.youtube.com/watch?v=abcdef123',
      video_provider: 'youtube',
      category_ids: [1],
    });
    await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeInTheDocument());
  });

  it('unpublishes back to drafts', async () => {
    const { user, api } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('“Winter Light” is back in drafts')).toBeInTheDocument();
    expect(api.calls('PUT', '/blog/posts/7')[0]?.body).toMatchObject({
      status: 'draft',
      published_at: null,
    });
  });

  it('previews the post as visitors will see it', async () => {
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Winter Light' });
    expect(
      within(dialog).getByText('The light in January is thin and silver.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 min read')).toBeInTheDocument();
    expect(within(dialog).getByText('March 16, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Studio Notes')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Player for Winter Light: https://www.youtube.com/watch?v=abcdef123',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Elena Marsh')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close preview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a video link that does not match its provider next to the field', async () => {
    const { user, api } = renderEdit();
    const link = await screen.findByLabelText('Video link');
    await user.clear(link);
    await user.type(link, 'https://example.com/not-a-video');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(link).toHaveAccessibleDescription(/must be a YouTube, Vimeo or self-hosted video link/);
    expect(api.calls('PUT', '/blog/posts/7')).toHaveLength(0);
  });
});
