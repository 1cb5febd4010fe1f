import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Paginated } from '@/lib/api-client';
import type { CardKind } from '../components/card-node';

export interface CardChoice {
  id: number;
  title: string;
}

const LIMIT = 8;

/** The artworks or posts the picker offers, searched by title (the admin's own list routes). */
export const getCardChoices = async (kind: CardKind, search: string, signal?: AbortSignal) => {
  const path = kind === 'artwork' ? '/artworks' : '/blog/posts';
  const page = await api.get<Paginated<CardChoice>>(path, {
    query: { limit: LIMIT, offset: 0, search: search || undefined },
    signal,
  });
  return page.data.map(({ id, title }) => ({ id, title }));
};

export function useCardChoices(kind: CardKind, search: string) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'card-choices', kind, search],
    queryFn: ({ signal }) => getCardChoices(kind, search, signal),
    placeholderData: keepPreviousData,
  });
}
