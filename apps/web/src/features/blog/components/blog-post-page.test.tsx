import type { BlogPost } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOASTER_PROPS } from '@/lib/toast';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { blogPost, page, words } from '../testing/factories';
import { notFound, pending, stubApi, type Route } from '../testing/fetch-stub';
import { stubMatchMedia } from '@/test/match-media';
import { BlogPostPage } from './blog-post-page';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function renderPost(post: BlogPost | Route, related: Route = { body: page([]) }) {
  const api = stubApi({
    '/blog/posts/morning-light': 'id' in post ? { body: { data: post } } : post,
    '/blog/posts': related,
  });
  const view = renderWithProviders(
    <>
      <BlogPostPage slug="morning-light" />
      <Toaster {...TOASTER_PROPS} />
    </>,
    { route: '/blog/morning-light' },
  );
  return { ...view, api };
}

beforeEach(() => {
  document.head.innerHTML = '<title>x</title><meta name="description" content="Default">';
  stubMatchMedia();
});

describe('BlogPostPage states', () => {
  it('shows a skeleton while the post loads', () => {
    renderPost(pending);
    expect(screen.getByRole('status', { name: 'Loading post' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows "Post Not Found" with a link back to the blog for a missing post', async () => {
    renderPost(() => notFound('Post not found'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expectLink('← Back to Blog', '/blog');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Post Not Found | Elena Marsh');
  });

  it('shows "Post Not Found" for a failed call too, with a retry that can still load it', async () => {
    let fail = true;
    const { user } = renderPost(() =>
      fail
        ? jsonResponse({ error: { message: 'Down', code: 'INTERNAL' } }, 503)
        : jsonResponse({ data: blogPost() }),
    );
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning Light' }),
    ).toBeInTheDocument();
  });

  it('treats an empty answer as no data', async () => {
    renderPost({ body: { data: null } });
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
  });
});

describe('BlogPostPage head', () => {
  it('titles the page with the site suffix and shares an article card', async () => {
    renderPost(
      blogPost({
        excerpt: 'x'.repeat(200),
        featured_image_url: '/uploads/light.webp',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Morning Light' });
    expect(document.title).toBe('Morning Light | Elena Marsh');
    expect(meta('meta[name="description"]')).toBe(`${'x'.repeat(155)}...`);
    expect(meta('meta[property="og:title"]')).toBe('Morning Light | Elena Marsh');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost:3000/uploads/light.webp');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost:3000/blog/morning-light');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('builds the description from title, categories and reading time without an excerpt', async () => {
    renderPost(
      blogPost({
        excerpt: null,
        content: words(201),
        categories: [
          { id: 1, name: 'Process', slug: 'process' },
          { id: 2, name: 'Exhibitions', slug: 'exhibitions' },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(meta('meta[name="description"]')).toBe(
      'Morning Light: a 2 minute read about Process and Exhibitions.',
    );
  });
});

describe('BlogPostPage content', () => {
  it('shows the title, date, reading time, categories, content and artist', async () => {
    renderPost(blogPost({ content: `${words(401)}<h2>On glazes</h2>` }));
    const article = await screen.findByRole('article');
    expectLink('← Back to Blog', '/blog');
    expect(within(article).getByText('March 10, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-10T12:00:00.000Z',
    );
    expect(within(article).getByText(/3 min read/)).toBeInTheDocument();
    expectLink('Process', '/blog?category=process', article);
    // The HTML is rendered as is.
    expect(
      within(article).getByRole('heading', { level: 2, name: 'On glazes' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Artist')).toBeInTheDocument();
    expect(within(article).getByText('Elena Marsh')).toBeInTheDocument();
    expectLink('All Posts', '/blog');
    expectLink('Get in Touch', '/contact');
  });

  it.each([
    ['published_at', { published_date: null }, '2026-03-10T12:00:00.000Z', 'March 10, 2026'],
    [
      'created_at',
      { published_date: null, published_at: null },
      '2026-03-01T12:00:00.000Z',
      'March 1, 2026',
    ],
  ])('falls back to %s for the date', async (_, dates, iso, label) => {
    renderPost(blogPost(dates));
    expect(await screen.findByText(label)).toHaveAttribute('datetime', iso);
  });

  it('shows the featured image only when there is one', async () => {
    renderPost(
      blogPost({
        featured_image_url: '/uploads/a.webp',
        featured_image: {
          url: '/uploads/a.webp',
          width: 1200,
          height: 800,
          variants: [],
          dominant_color: null,
        },
      }),
    );
    const article = await screen.findByRole('article');
    const image = article.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/a.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('has no image without featured_image_url', async () => {
    renderPost(blogPost({ thumbnail_url: '/uploads/t.webp' }));
    const article = await screen.findByRole('article');
    expect(article.querySelector('img')).toBeNull();
  });
});
