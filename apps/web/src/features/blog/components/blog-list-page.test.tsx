import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { blogPost, blogPosts, category, page } from '../testing/factories';
import { pending, stubApi, type Route } from '../testing/fetch-stub';
import { BlogListPage } from './blog-list-page';

const categories: Route = {
  body: {
    data: [
      category(),
      category({ id: 2, name: 'Exhibitions', slug: 'exhibitions', post_count: 3 }),
    ],
  },
};

const renderList = (route = '/blog') => renderWithProviders(<BlogListPage />, { route });

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  document.head.innerHTML = '<title>x</title><meta name="description" content="Default">';
});

describe('BlogListPage', () => {
  it('shows a skeleton grid while the posts load', () => {
    stubApi({ '/blog/posts': pending, '/blog/categories': pending });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for 9 published posts and shows each card with its details', async () => {
    const posts = [
      blogPost({ excerpt: 'A morning at the easel.', content: `<p>${'word '.repeat(401)}</p>` }),
      ...blogPosts(8, 2),
    ];
    const api = stubApi({
      '/blog/posts': { body: page(posts, { total: 12, pages: 2 }) },
      '/blog/categories': categories,
    });
    renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const query = api.callsTo('/blog/posts')[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '9',
      offset: '0',
      status: 'published',
    });
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(
      within(card).getByRole('heading', { level: 2, name: 'Morning Light' }),
    ).toBeInTheDocument();
    expectLink('Morning Light', '/blog/morning-light', card);
    expect(within(card).getByText('Process')).toBeInTheDocument();
    expect(within(card).getByText('March 10, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-10T12:00:00.000Z',
    );
    expect(within(card).getByText(/3 min read/)).toBeInTheDocument();
    expect(within(card).getByText('A morning at the easel.')).toBeInTheDocument();
    expect(document.title).toBe('Blog | Elena Marsh');
  });

  it('shows category buttons with post counts and filters by slug', async () => {
    const api = stubApi({
      '/blog/posts': { body: page(blogPosts(2)) },
      '/blog/categories': categories,
    });
    const { user, router } = renderList('/blog?page=2');
    const process = await screen.findByRole('button', { name: 'Process (4)' });
    expect(screen.getByRole('button', { name: 'Exhibitions (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(process);
    // A new filter starts again from the first page.
    expect(router.state.location.search).toBe('?category=process');
    expect(await screen.findByRole('button', { name: 'Process (4)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('/blog/posts').at(-1)?.searchParams.get('category')).toBe('process');
    expect(api.callsTo('/blog/posts').at(-1)?.searchParams.get('offset')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages with Previous/Next and page numbers, keeping the category', async () => {
    const api = stubApi({
      '/blog/posts': { body: page(blogPosts(9), { total: 100, pages: 12, page: 6, offset: 45 }) },
      '/blog/categories': categories,
    });
    renderList('/blog?page=6&category=process');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(api.callsTo('/blog/posts')[0]?.searchParams.get('offset')).toBe('45');
    expect(within(nav).getByText('6').closest('[aria-current="page"]')).not.toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Previous', '1', '5', '7', '12', 'Next']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expectLink('Previous', '/blog?page=5&category=process', nav);
    expectLink('Page 1', '/blog?category=process', nav);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    stubApi({ '/blog/posts': { body: page(blogPosts(9), { total: 12, pages: 2 }) } });
    const { user, router } = renderList();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('brings the visitor back to the top of the list on another page, not on the first render', async () => {
    stubApi({ '/blog/posts': { body: page(blogPosts(9), { total: 12, pages: 2 }) } });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    // As if the visitor had scrolled down to the pagination.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    const { user } = renderList();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(scrolled).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
  });

  it('says "No blog posts found." when there are none', async () => {
    stubApi({ '/blog/posts': { body: page([]) }, '/blog/categories': { body: { data: [] } } });
    renderList('/blog?category=process');
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expectLink('View all posts', '/blog');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the posts', async () => {
    let fail = true;
    stubApi({
      '/blog/posts': () =>
        fail
          ? jsonResponse({ error: { message: 'Database unavailable', code: 'INTERNAL' } }, 500)
          : jsonResponse(page(blogPosts(1))),
    });
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });
});
