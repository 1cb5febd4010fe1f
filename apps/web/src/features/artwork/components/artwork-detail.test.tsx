import { MAY_COME_BACK_TEXT, MESSAGES } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { expectLink } from '@/test/expect-link';
import { makeArtwork, stubDetailApi } from '../testing/fixtures';
import { ArtworkDetail } from './artwork-detail';

const purchase = vi.fn(() => <button type="button">Add to Cart</button>);
const renderDetail = (rawId: string | undefined = '10') =>
  renderWithProviders(<ArtworkDetail rawId={rawId} purchase={purchase} />, {
    route: `/artwork/${rawId}`,
  });

beforeEach(() => {
  document.head.innerHTML = '<title>Site</title><meta name="description" content="Default">';
});

describe('artwork detail states', () => {
  it.each(['abc', '0', '-3', '12abc', '1.5'])(
    'says "Invalid artwork ID" for %s without asking',
    (raw) => {
      const fetchMock = stubDetailApi();
      renderDetail(raw);
      expect(
        screen.getByRole('heading', { level: 1, name: MESSAGES.invalidArtworkId }),
      ).toBeInTheDocument();
      expectLink(MESSAGES.backToGallery, '/artwork');
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).includes('/artworks')),
      ).toHaveLength(0);
    },
  );

  it('shows a skeleton, then "Artwork not found" with a way back', async () => {
    stubDetailApi({ artwork: null });
    renderDetail('999');
    expect(screen.getByRole('status')).toHaveTextContent('Loading artwork');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.artworkNotFound }),
    ).toBeInTheDocument();
    expectLink(MESSAGES.backToGallery, '/artwork');
  });

  it('shows other failures with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500, statusText: 'Server Error' })),
    );
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a loaded artwork', () => {
  it('shows its title, label, notes, accolades, collection links and head', async () => {
    stubDetailApi();
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning Fog, Pemaquid' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Oil on Linen')).toBeInTheDocument();
    expect(screen.getByText('24 × 36 in')).toBeInTheDocument();
    expect(screen.getByText('Fog at Pemaquid rarely lifts all at once.')).toBeInTheDocument();
    expect(screen.getByText('Best in Show, Midcoast Plein Air Festival, 2024')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Landscapes' });
    links.forEach((link) => expect(link).toHaveAttribute('href', '/artwork?collection=Landscapes'));
    const image = screen.getByRole('img', { name: 'Morning Fog, Pemaquid' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(document.title).toBe('Morning Fog, Pemaquid | Elena Marsh'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Fog at Pemaquid rarely lifts all at once.',
    );
  });

  it('shows the price and the purchase control only when available', async () => {
    stubDetailApi();
    renderDetail();
    expect(await screen.findByText('$4,800')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(purchase).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
  });

  it('shows "Sold" without price or purchase', async () => {
    stubDetailApi({ artwork: makeArtwork(10, { availability: 'sold' }) });
    renderDetail();
    expect(await screen.findByText(MESSAGES.sold)).toBeInTheDocument();
    expect(screen.queryByText('$4,800')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it.each(['reserved', 'not_for_sale', 'on_loan'])(
    'shows %s as unavailable',
    async (availability) => {
      stubDetailApi({ artwork: makeArtwork(10, { availability }) });
      renderDetail();
      expect(await screen.findByText(MESSAGES.unavailable)).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.artworkUnavailable)).toBeInTheDocument();
      expect(screen.queryByText('$4,800')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    },
  );

  it('says a work held for a buyer may come back, and offers similar-work notes there and on sold works only', async () => {
    stubDetailApi({ artwork: makeArtwork(10, { availability: 'reserved' }) });
    const { unmount } = renderDetail();
    expect(await screen.findByText(MAY_COME_BACK_TEXT)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tell me about similar work' })).toBeInTheDocument();
    unmount();
    for (const availability of ['sold', 'not_for_sale']) {
      stubDetailApi({ artwork: makeArtwork(10, { availability }) });
      const view = renderDetail();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(MAY_COME_BACK_TEXT)).not.toBeInTheDocument();
      const offered = screen.queryByRole('button', { name: 'Tell me about similar work' });
      if (availability === 'sold') expect(offered).toBeInTheDocument();
      else expect(offered).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('toggles between "Artwork Only" and "Framed View" when a framed image exists', async () => {
    stubDetailApi({ artwork: makeArtwork(10, { framed_image_url: '/uploads/10/framed.webp' }) });
    const { user } = renderDetail();
    const only = await screen.findByRole('button', { name: 'Artwork Only' });
    const framed = screen.getByRole('button', { name: 'Framed View' });
    expect(only).toHaveAttribute('aria-pressed', 'true');
    await user.click(framed);
    expect(framed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Morning Fog, Pemaquid, framed' })).toHaveAttribute(
      'src',
      '/uploads/10/framed.webp',
    );
    await user.click(only);
    expect(screen.getByRole('img', { name: 'Morning Fog, Pemaquid' })).toHaveAttribute(
      'src',
      '/uploads/10/1500.webp',
    );
  });

  it('has no framed toggle without a framed image', async () => {
    stubDetailApi();
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Framed View' })).not.toBeInTheDocument();
  });

  it('copies the link and says so, or says it failed', async () => {
    stubDetailApi();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    const { user } = renderDetail();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    await user.click(copy);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(MESSAGES.linkCopied, expect.anything()),
    );
    // The page's own address: this site's origin and the route shown.
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/artwork/10`);
    await user.click(copy);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(MESSAGES.linkCopyFailed, expect.anything()),
    );
  });

  it('lists related works, and nothing when there are none', async () => {
    stubDetailApi({
      related: [
        makeArtwork(11, { title: 'Squall Line' }),
        makeArtwork(12, { title: 'Ember', availability: 'sold' }),
      ],
    });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Related works' });
    expectLink('Squall Line', '/artwork/11', section);
    expect(within(section).getByText('Sold')).toBeInTheDocument();
  });

  it('shows no related section when the server has none', async () => {
    const fetchMock = stubDetailApi({ related: [] });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/related?limit=4'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Related works' })).not.toBeInTheDocument();
  });
});
