import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { artwork, artworks, fail, homePage, ok, pending, stubApi } from '../testing/fixtures';
import { HomePage } from './home-page';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const list = (data: unknown[]) =>
  ok({ data, pagination: { total: data.length, pages: 1, page: 1, limit: 20, offset: 0 } });

beforeEach(() => {
  document.head.innerHTML = '<title>x</title><meta name="description" content="Default">';
  stubMatchMedia(false);
});

describe('HomePage', () => {
  it('uses the page content of "home" for the words and the head', async () => {
    const fetchMock = stubApi({
      '/page-content/home': ok({
        data: homePage({
          meta_title: 'Elena Marsh: Paintings',
          meta_description: 'Paintings of light.',
          hero_heading: 'Light on Water',
          hero_subheading: 'Oil paintings from the coast',
          welcome_heading: 'Hello',
          welcome_text: '<p>I paint <strong>slowly</strong>.</p>',
        }),
      }),
      '/artworks': list(artworks(5)),
    });
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Light on Water' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oil paintings from the coast')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByText('slowly').tagName).toBe('STRONG');
    expect(document.title).toBe('Elena Marsh: Paintings');
    expect(description()).toBe('Paintings of light.');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/v1/artworks?featured=true');
  });

  it('falls back to default words when the page content is missing', async () => {
    stubApi({ '/page-content/home': fail(404), '/artworks': list(artworks(3)) });
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elena Marsh' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Original oil paintings')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Welcome to the studio' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Elena Marsh | Original Oil Paintings');
    expect(description()).toMatch(/^Original oil paintings by Elena Marsh/);
  });

  it('shows skeletons while loading, with the hero space reserved', () => {
    stubApi({ '/page-content/home': pending, '/artworks': pending });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading featured artworks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading recent works' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the first 3 featured artworks as Recent Works with museum labels', async () => {
    stubApi({
      '/artworks': list([
        artwork(1, { title: 'Harbour at Dusk', price: 1800 }),
        artwork(2, {
          title: 'Pears',
          availability: 'sold',
          material: 'Oil',
          substrate: 'panel',
          height: 12,
          width: 9.5,
        }),
        artwork(3, { title: 'Field', availability: 'reserved' }),
        artwork(4, { title: 'Fourth' }),
      ]),
    });
    renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Recent Works' });
    const works = await within(section).findAllByRole('listitem');
    expect(works).toHaveLength(3);
    expect(within(section).queryByText('Fourth')).not.toBeInTheDocument();
    const [first, second, third] = works as [HTMLElement, HTMLElement, HTMLElement];
    expectLink('Harbour at Dusk', '/artwork/1', first);
    expect(within(first).getByText('$1,800')).toBeInTheDocument();
    expect(within(second).getByText('2024 · Oil on panel · 12 × 9.5 in')).toBeInTheDocument();
    expect(within(second).getByText('Sold')).toBeInTheDocument();
    expect(within(third).getByText('Unavailable')).toBeInTheDocument();
    expectLink('View all artwork', '/artwork', section);
  });

  it('offers a retry when the featured artworks fail, and hides Recent Works', async () => {
    let failing = true;
    stubApi({ '/artworks': () => (failing ? fail()() : list(artworks(3))()) });
    const { user } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The featured paintings could not be loaded.',
    );
    expect(screen.queryByRole('region', { name: 'Recent Works' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Featured artworks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent Works' })).toBeInTheDocument();
  });

  it('points to the gallery when nothing is featured', async () => {
    stubApi({ '/artworks': list([]) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Browse the gallery' })).toHaveAttribute(
      'href',
      '/artwork',
    );
    expect(screen.queryByRole('region', { name: 'Featured artworks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Works' })).not.toBeInTheDocument();
  });

  it('renders the studio slot it is given', async () => {
    stubApi({ '/artworks': list(artworks(1)) });
    renderWithProviders(<HomePage studioSlot={<p>Latest posts</p>} />);
    expect(await screen.findByText('Latest posts')).toBeInTheDocument();
  });
});
