import { formatPrice, type Artwork, type BlogPost } from '@atelier/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, type Paginated } from '@/lib/api-client';
import type { CardKind } from '../components/card-kind';

/** What the editor shows of a card's work or post: the same image, title and price the email has. */
export interface CardChoice {
  id: number;
  title: string;
  imageUrl: string | null;
  /** The price or "Sold" of a work; a post's excerpt. */
  detail: string;
  /** Why the email leaves the card out (a hidden work, an unpublished post); null when shown. */
  leftOut: string | null;
}

const LIMIT = 8;

/** The price line the email's card has (the server's renderer): "Sold", the price, or nothing. */
const priceLine = (a: Artwork) =>
  a.availability === 'sold' ? 'Sold' : a.price !== null ? formatPrice(a.price) : '';

const fromArtwork = (a: Artwork): CardChoice => ({
  id: a.id,
  title: a.title,
  imageUrl: a.thumbnail_url ?? a.primary_image_url,
  detail: priceLine(a),
  leftOut: a.is_public ? null : 'Hidden from the site: the email leaves this card out.',
});

const fromPost = (p: BlogPost): CardChoice => ({
  id: p.id,
  title: p.title,
  imageUrl: p.thumbnail_url ?? p.featured_image_url,
  detail: p.excerpt ?? '',
  leftOut: p.status === 'published' ? null : 'Not published yet: the email leaves this card out.',
});

/** The artworks or posts the picker offers, searched by title (the admin's own list routes). */
export const getCardChoices = async (kind: CardKind, search: string, signal?: AbortSignal) => {
  const query = { limit: LIMIT, offset: 0, search: search || undefined };
  if (kind === 'artwork') {
    const page = await api.get<Paginated<Artwork>>('/artworks', { query, signal });
    return page.data.map(fromArtwork);
  }
  const page = await api.get<Paginated<BlogPost>>('/blog/posts', { query, signal });
  return page.data.map(fromPost);
};

export function useCardChoices(kind: CardKind, search: string) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'card-choices', kind, search],
    queryFn: ({ signal }) => getCardChoices(kind, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** One card's work or post, as the admin reads it (hidden works and drafts included). */
const getCard = async (kind: CardKind, id: number, signal?: AbortSignal) =>
  kind === 'artwork'
    ? fromArtwork(await api.get<Artwork>(`/artworks/${id}`, { signal }))
    : fromPost(await api.get<BlogPost>(`/blog/posts/id/${id}`, { signal }));

export function useCard(kind: CardKind, id: number) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'card', kind, id],
    queryFn: ({ signal }) => getCard(kind, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60_000,
    // A deleted work stays deleted: say so at once instead of asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
