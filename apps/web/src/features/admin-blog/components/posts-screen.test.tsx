import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLater, mockApi, renderRoutes, type MockHandler } from '@/test/mock-api';
import { expectAlertThenRetry, failsOnceThen } from '@/test/retry';
import { expectLink } from '@/test/expect-link';
import { expectLastQuery, tableAfterLoading } from '@/test/list-screen';
import { makePost, postPage } from '../testing/fixtures';
import { PostsScreen } from './posts-screen';

const PUBLISHED = makePost({
  id: 1,
  title: 'Spring Open Studio',
  slug: 'spring-open-studio',
  status: 'published',
  published_at: '2026-04-20T14:00:00.000Z',
  categories: [
    { id: 3, slug: 'exhibitions', name: 'Exhibitions' },
    { id: 2, slug: 'process', name: 'Process' },
  ],
});
const DRAFT = makePost({ id: 2, title: 'Notes Toward a Statement' });
const SCHEDULED = makePost({
  id: 3,
  title: 'The Fog Paintings',
  status: 'scheduled',
  published_at: '2099-11-28T14:00:00.000Z',
});
const ROWS = [SCHEDULED, DRAFT, PUBLISHED];

function renderPosts(list: MockHandler = () => postPage(ROWS), url = '/admin/blog') {
  const api = mockApi({
    'GET /blog/posts': list,
    'DELETE /blog/posts/2': () => new Response(null, { status: 204 }),
  });
  const view = renderRoutes([{ path: '/admin/blog', element: <PostsScreen /> }], {
    initialEntries: [url],
  });
  const queries = () => api.queries('/blog/posts');
  return { ...view, api, queries };
}

// A filter or search starts the list again from its first page.
const FIRST_PAGE = { limit: '20', offset: '0' };

describe('PostsScreen', () => {
  it('shows a skeleton, then every post with its status, categories, local date and actions', async () => {
    const later = answerLater();
    renderPosts(later.handler);
    const table = await tableAfterLoading(later, postPage(ROWS), 'Blog posts');
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    expect(within(row('Spring Open Studio')).getAllByText('Published')).not.toHaveLength(0);
    expect(within(row('Spring Open Studio')).getByText('Exhibitions, Process')).toBeInTheDocument();
    const local = new Date('2026-04-20T14:00:00.000Z');
    const hh = String(local.getHours()).padStart(2, '0');
    expect(
      within(row('Spring Open Studio')).getAllByText(`${local.getDate()} Apr 2026, ${hh}:00`),
    ).not.toHaveLength(0);
    expect(within(row('The Fog Paintings')).getAllByText('Scheduled')).not.toHaveLength(0);
    expect(within(row('Notes Toward a Statement')).getAllByText('Draft')).not.toHaveLength(0);
    // Only a published post can be viewed on the blog.
    expect(within(row('Spring Open Studio')).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/blog/spring-open-studio',
    );
    expect(
      within(row('Notes Toward a Statement')).queryByRole('link', { name: /View/ }),
    ).toBeNull();
    expect(within(row('The Fog Paintings')).queryByRole('link', { name: /View/ })).toBeNull();
    expectLink('Edit “The Fog Paintings”', '/admin/blog/3/edit');
    expectLink('Schedule', '/admin/blog/schedule');
  });

  it('shows the error with a retry', async () => {
    const { user } = renderPosts(failsOnceThen('Database down', () => postPage(ROWS)));
    await expectAlertThenRetry(user, 'Database down');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows an empty state for the filter, and for a search with a way to clear it', async () => {
    const { user } = renderPosts(() => postPage([]), '/admin/blog?status=draft');
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New post' }).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Search posts'), 'fog');
    expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
  });

  it('asks for every status by default and filters by status, searches and pages with offsets', async () => {
    const { user, api, queries, router } = renderPosts(({ url }) =>
      postPage(ROWS, 45, 20, Number(url.searchParams.get('offset'))),
    );
    await screen.findByRole('table');
    expect(queries()[0]).toEqual({ status: 'all', limit: '20', offset: '0' });
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await expectLastQuery(api, '/blog/posts', { status: 'scheduled', limit: '20', offset: '0' });
    expect(router.state.location.search).toBe('?status=scheduled');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ offset: '40' }));
    await user.type(screen.getByLabelText('Search posts'), 'fog');
    await expectLastQuery(api, '/blog/posts', {
      status: 'scheduled',
      search: 'fog',
      ...FIRST_PAGE,
    });
  });

  it('deletes a post only after confirming', async () => {
    const { user, api } = renderPosts();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete “Notes Toward a Statement”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/blog/posts/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete “Notes Toward a Statement”' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('“Notes Toward a Statement” deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', '/blog/posts/2')).toHaveLength(1);
    // The list is read again.
    await waitFor(() => expect(api.calls('GET', '/blog/posts').length).toBeGreaterThan(1));
  });
});
