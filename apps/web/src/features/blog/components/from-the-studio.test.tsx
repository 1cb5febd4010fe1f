import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { blogPosts } from '../testing/factories';
import { pending, stubApi } from '../testing/fetch-stub';
import { FromTheStudio } from './from-the-studio';

describe('FromTheStudio (home)', () => {
  it('shows the 3 most recent posts, asking the recent endpoint for 3', async () => {
    const api = stubApi({ '/blog/posts/recent': { body: { data: blogPosts(3) } } });
    renderWithProviders(<FromTheStudio />);
    const section = await screen.findByRole('region', { name: 'From the Studio' });
    await within(section).findByRole('link', { name: 'Post 1' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 1', 'Post 2', 'Post 3']);
    expect(api.callsTo('/blog/posts/recent')[0]?.searchParams.get('limit')).toBe('3');
  });

  it('shows card skeletons while loading', () => {
    stubApi({ '/blog/posts/recent': pending });
    renderWithProviders(<FromTheStudio />);
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
  });

  it('is hidden entirely when there are no posts', async () => {
    const api = stubApi({ '/blog/posts/recent': { body: { data: [] } } });
    renderWithProviders(<FromTheStudio />);
    await vi.waitFor(() => expect(api.callsTo('/blog/posts/recent')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'From the Studio' })).not.toBeInTheDocument();
  });

  it('is hidden entirely on error', async () => {
    stubApi({
      '/blog/posts/recent': () =>
        jsonResponse({ error: { message: 'Down', code: 'INTERNAL' } }, 500),
    });
    renderWithProviders(<FromTheStudio />);
    await vi.waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'From the Studio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
