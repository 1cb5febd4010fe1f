import type { BuyerOffer } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderScreen, type MockHandler } from '@/test/mock-api';
import { expectLink } from '@/test/expect-link';
import { OfferPage } from './offer-page';
import { makeSiteSettings } from '@/test/factories';

const TOKEN = 'x'.repeat(43);
const COUNTERED: BuyerOffer = {
  id: 3,
  artwork_id: 7,
  status: 'countered',
  name: 'Ana Lima',
  email: 'ana@example.com',
  amount: 800,
  counter_amount: 900,
  note: null,
  order_id: null,
  order_number: null,
  created_at: '2026-11-20T10:00:00.000Z',
  artwork_title: 'Harbour Light',
  reservation: null,
  artwork_image_url: '/uploads/harbour.jpg',
  artwork_image: {
    url: '/uploads/harbour.jpg',
    width: 1200,
    height: 900,
    variants: [{ width: 600, url: '/uploads/harbour-600.jpg' }],
    dominant_color: '#6b7c8a',
    deep_zoom: null,
  },
  payment_path: null,
};
const ACCEPTED: BuyerOffer = {
  ...COUNTERED,
  status: 'accepted',
  order_id: 12,
  order_number: 'EM-1042',
  reservation: 'held',
  payment_path: '/checkout/success?order=ordertoken',
};

function renderPage(handlers: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /settings/site': () => ok(makeSiteSettings()),
    ...handlers,
  });
  return {
    api,
    ...renderScreen(<OfferPage token={TOKEN} />, '/offers/:token', `/offers/${TOKEN}`),
  };
}

describe('OfferPage', () => {
  it('shows the counter-offer on the work; accepting reserves it and leads to the payment page', async () => {
    const { user, api } = renderPage({
      [`GET /offers/${TOKEN}`]: () => ok(COUNTERED),
      [`POST /offers/${TOKEN}/accept`]: () => ok(ACCEPTED),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your offer on Harbour Light' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your offer').nextElementSibling).toHaveTextContent('$800');
    expect(screen.getByText('The artist’s price').nextElementSibling).toHaveTextContent('$900');
    await user.click(screen.getByRole('button', { name: 'Accept $900' }));
    const news = await screen.findByText(
      /Accepted: Harbour Light is reserved for you as order EM-1042/,
    );
    await waitFor(() => expect(news).toHaveFocus());
    expectLink('Pay for your order', '/checkout/success?order=ordertoken');
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(api.calls('POST', `/offers/${TOKEN}/accept`)).toHaveLength(1);
  });

  it('shows the painting whole, its title as the alt text, at its own proportions', async () => {
    renderPage({ [`GET /offers/${TOKEN}`]: () => ok(COUNTERED) });
    const picture = await screen.findByRole('img', { name: 'Harbour Light' });
    expect(picture).toHaveAttribute('src', '/uploads/harbour.jpg');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('/uploads/harbour-600.jpg'));
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '900');
  });

  it('shows a work without an uploaded picture by its address, and says when there is none', async () => {
    const { unmount } = renderPage({
      [`GET /offers/${TOKEN}`]: () => ok({ ...COUNTERED, artwork_image: null }),
    });
    expect(await screen.findByRole('img', { name: 'Harbour Light' })).toHaveAttribute(
      'src',
      '/uploads/harbour.jpg',
    );
    unmount();
    renderPage({
      [`GET /offers/${TOKEN}`]: () =>
        ok({ ...COUNTERED, artwork_image: null, artwork_image_url: null }),
    });
    expect(
      await screen.findByRole('img', { name: 'Harbour Light: Image unavailable' }),
    ).toBeInTheDocument();
  });

  it('says why when the counter-offer can no longer be accepted', async () => {
    const { user } = renderPage({
      [`GET /offers/${TOKEN}`]: () => ok(COUNTERED),
      [`POST /offers/${TOKEN}/accept`]: () =>
        fail(409, 'This counter-offer can no longer be accepted.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept $900' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This counter-offer can no longer be accepted.',
    );
  });

  it('tells the buyer an open offer is with the artist, with nothing to press', async () => {
    renderPage({
      [`GET /offers/${TOKEN}`]: () => ok({ ...COUNTERED, status: 'open', counter_amount: null }),
    });
    expect(
      await screen.findByText('The artist has your offer and will answer by email.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('The artist’s price')).not.toBeInTheDocument();
  });

  it('says an unknown link finds no offer', async () => {
    renderPage({ [`GET /offers/${TOKEN}`]: () => fail(404, 'Offer not found') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer not found' }),
    ).toBeInTheDocument();
    expectLink('Get in touch', '/contact');
  });
});
