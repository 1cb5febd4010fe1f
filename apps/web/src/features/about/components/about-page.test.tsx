import type { PageContent } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePageContent } from '@/test/factories';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { AboutPage } from './about-page';

const notFound = () => jsonResponse({ error: { message: 'Not found', code: 'not_found' } }, 404);

const page = (fields: Partial<PageContent> = {}) => makePageContent('about', fields);

const featured = {
  id: 7,
  title: 'Low Tide at Dusk',
  year_created: 2024,
  primary_image_url: '/uploads/low-tide.webp',
  primary_image: null,
};

type Answer = Response | (() => Response | Promise<Response>);

/** Answers page content, the featured artwork and settings like the API would. */
function stubApi({
  about = notFound() as Answer,
  artworks = jsonResponse({
    data: [],
    pagination: { total: 0, pages: 0, page: 1, limit: 1, offset: 0 },
  }) as Answer,
} = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = url.startsWith('/api/v1/page-content/about')
      ? about
      : url.startsWith('/api/v1/artworks')
        ? artworks
        : notFound();
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  document.head.innerHTML = '<title>x</title><meta name="description" content="Default">';
});

describe('AboutPage', () => {
  it('shows skeletons while loading', () => {
    stubApi({
      about: () => new Promise<Response>(() => {}),
      artworks: () => new Promise(() => {}),
    });
    renderWithProviders(<AboutPage />);
    expect(screen.getByTestId('about-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('renders the bio, statement, title and meta from page content', async () => {
    stubApi({
      about: jsonResponse({
        data: page({
          title: 'About Elena',
          artist_bio: '<p>Elena paints the northern coast.</p>',
          artist_statement: '<p>Light is the subject.</p>',
          meta_title: 'Elena Marsh, painter',
          meta_description: 'Biography of Elena Marsh.',
        }),
      }),
    });
    renderWithProviders(<AboutPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Elena' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Elena paints the northern coast.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Artist statement' })).toBeInTheDocument();
    expect(screen.getByText('Light is the subject.')).toBeInTheDocument();
    expect(document.title).toBe('Elena Marsh, painter');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Biography of Elena Marsh.',
    );
    expectLink('Get in touch', '/contact');
  });

  it('falls back for a missing page (404): heading, bio sentence, no statement, title', async () => {
    stubApi();
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Elena Marsh is a contemporary oil painter.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Artist statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('About | Elena Marsh');
    expectLink('Get in touch', '/contact');
  });

  it('treats empty fields as missing and derives the description from the bio', async () => {
    stubApi({
      about: jsonResponse({
        data: page({
          title: '  ',
          artist_bio: '<p>Born by the sea.</p>',
          artist_statement: '<p> </p>',
        }),
      }),
    });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Artist statement' })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Born by the sea.',
    );
  });

  it('shows an error with a retry for a failure other than 404', async () => {
    let calls = 0;
    stubApi({
      about: () =>
        ++calls === 1
          ? jsonResponse({ error: { message: 'Database unavailable', code: 'internal' } }, 503)
          : jsonResponse({ data: page({ title: 'About Elena' }) }),
    });
    const { user } = renderWithProviders(<AboutPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Elena' }),
    ).toBeInTheDocument();
  });

  it('shows the first featured painting as the studio picture, with alt text and caption', async () => {
    stubApi({
      artworks: jsonResponse({
        data: [featured],
        pagination: { total: 1, pages: 1, page: 1, limit: 1, offset: 0 },
      }),
    });
    renderWithProviders(<AboutPage />);
    expect(
      await screen.findByRole('img', { name: 'Low Tide at Dusk, an oil painting by Elena Marsh' }),
    ).toHaveAttribute('src', '/uploads/low-tide.webp');
    const caption = screen.getByText(/In the studio/);
    expectLink('Low Tide at Dusk', '/artwork/7', caption);
    expect(caption).toHaveTextContent('In the studio: Low Tide at Dusk, 2024');
  });

  it('shows a neutral, decorative block when there is no featured painting', async () => {
    stubApi();
    renderWithProviders(<AboutPage />);
    const block = await screen.findByTestId('about-portrait-placeholder');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveTextContent('EM');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
