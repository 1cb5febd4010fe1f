import type { BlogPost } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTER_PROPS } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { blogPost, blogPosts, page } from '../testing/factories';
import { stubApi, type Route } from '../testing/fetch-stub';
import { stubMatchMedia } from '@/test/match-media';
import { BlogPostPage } from './blog-post-page';

function renderPost(post: BlogPost, related: Route = { body: page([]) }) {
  const api = stubApi({
    [`/blog/posts/${post.slug}`]: { body: { data: post } },
    '/blog/posts': related,
  });
  const view = renderWithProviders(
    <>
      <BlogPostPage slug={post.slug} />
      <Toaster {...TOASTER_PROPS} />
    </>,
  );
  return { ...view, api };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeEach(() => {
  document.head.innerHTML = '<title>x</title>';
  stubMatchMedia();
});

describe('video', () => {
  it.each([
    [
      'youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'youtube',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ] as const)('embeds %s (%s) lazily in a titled iframe', async (provider, url, src) => {
    renderPost(blogPost({ video_url: url, video_provider: provider }));
    const frame = await screen.findByTitle('Video: Morning Light');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('plays a self-hosted file in a video element with controls', async () => {
    renderPost(blogPost({ video_url: '/uploads/studio.mp4', video_provider: 'self-hosted' }));
    const video = await screen.findByLabelText('Video: Morning Light');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/uploads/studio.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('shows no video unless both the URL and the provider are there', async () => {
    renderPost(blogPost({ video_url: 'https://youtu.be/dQw4w9WgXcQ', video_provider: null }));
    await screen.findByRole('article');
    expect(screen.queryByTitle(/^Video/)).not.toBeInTheDocument();
  });
});

describe('related posts', () => {
  it('lists published posts of the first category: first 4, minus this one, 3 kept', async () => {
    const current = blogPost({ id: 2, slug: 'post-2', title: 'Post 2' });
    const list = blogPosts(5).map((p, i) => ({ ...p, created_at: daysAgo(i + 2) }));
    const { api } = renderPost(current, { body: page(list, { total: 5 }) });
    const section = await screen.findByRole('region', { name: 'Related Posts' });
    const query = api.callsTo('/blog/posts')[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ category: 'process', status: 'published' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Post 1', 'Post 3', 'Post 4']);
    expectLink('Post 3', '/blog/post-3', section);
    expect(within(section).getByText('2 days ago')).toBeInTheDocument();
    expect(
      within(section).getAllByText('How the first hour of light changes a still life.'),
    ).toHaveLength(3);
    expectLink('View All Posts →', '/blog', section);
  });

  it('drops the fourth post when the current one is not among the first four', async () => {
    renderPost(blogPost({ id: 99, slug: 'other' }), { body: page(blogPosts(5)) });
    const section = await screen.findByRole('region', { name: 'Related Posts' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 1', 'Post 2', 'Post 3']);
  });

  it('asks with status=published only when the post has no category', async () => {
    const { api } = renderPost(blogPost({ id: 9, categories: [] }), { body: page(blogPosts(1)) });
    await screen.findByRole('region', { name: 'Related Posts' });
    const query = api.callsTo('/blog/posts')[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ status: 'published' });
  });

  it('shows nothing when the only post is this one', async () => {
    const current = blogPost({ id: 1, slug: 'post-1' });
    const { api } = renderPost(current, { body: page([current]) });
    await screen.findByRole('article');
    await vi.waitFor(() => expect(api.callsTo('/blog/posts')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Related Posts' })).not.toBeInTheDocument();
  });
});

describe('share block', () => {
  it('copies the post link and says so', async () => {
    const { user } = renderPost(blogPost({ excerpt: null }));
    const share = await screen.findByRole('region', { name: 'Share this post' });
    expect(
      within(share).getByText('Read "Morning Light" on the artist\'s blog.'),
    ).toBeInTheDocument();
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'http://localhost:3000/blog/morning-light',
    );
  });

  it('reports a failed copy', async () => {
    const { user } = renderPost(blogPost());
    const share = await screen.findByRole('region', { name: 'Share this post' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it('links to share the post on other sites in new tabs', async () => {
    renderPost(blogPost());
    const share = await screen.findByRole('region', { name: 'Share this post' });
    const facebook = within(share).getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.getAttribute('href')).toContain(
      encodeURIComponent('http://localhost:3000/blog/morning-light'),
    );
    expect(within(share).getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(share).getByRole('link', { name: /Pinterest/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(share).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Morning%20Light&body=/,
    );
  });
});
