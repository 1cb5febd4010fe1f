import { AVAILABILITY_VALUES, type Availability } from '@atelier/core';
import { useSearchParams } from 'react-router';
import type { ArtworkSort } from '../api/get-admin-artworks';

export type AvailabilityFilter = Availability | 'all';
export type VisibilityFilter = 'all' | 'public' | 'hidden';

export const SORTS: ReadonlyArray<{ value: ArtworkSort; label: string }> = [
  { value: 'ordering', label: 'Gallery order' },
  { value: 'newest', label: 'Newest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'price', label: 'Price, low to high' },
  { value: 'year', label: 'Year, newest first' },
];

export interface ArtworkFilters {
  availability: AvailabilityFilter;
  /** A collection id, or 'all'. */
  collection: string;
  visibility: VisibilityFilter;
  sort: ArtworkSort;
  page: number;
}

type Change = Partial<Record<keyof ArtworkFilters, string | number>>;

// What the URL leaves out: the list as the gallery orders it, everything shown.
const DEFAULTS: Record<string, string> = {
  availability: 'all',
  collection: 'all',
  visibility: 'all',
  sort: 'ordering',
  page: '1',
};

/**
 * Filters, sort and page live in the URL (?availability=sold&sort=price&page=2), so a
 * filtered list survives a reload and Back. Changing a filter goes back to page 1.
 */
export function useArtworkParams() {
  const [params, setParams] = useSearchParams();
  const raw = (key: string) => params.get(key) ?? DEFAULTS[key] ?? '';
  const availability = raw('availability');
  const visibility = raw('visibility');
  const sort = raw('sort');
  const collection = raw('collection');
  const filters: ArtworkFilters = {
    availability: AVAILABILITY_VALUES.includes(availability as Availability)
      ? (availability as Availability)
      : 'all',
    collection: /^\d+$/.test(collection) ? collection : 'all',
    visibility: visibility === 'public' || visibility === 'hidden' ? visibility : 'all',
    sort: SORTS.some((s) => s.value === sort) ? (sort as ArtworkSort) : 'ordering',
    page: Math.max(1, Math.trunc(Number(raw('page'))) || 1),
  };

  const update = (changes: Change, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || String(value) === DEFAULTS[key]) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );

  const clear = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        ['availability', 'collection', 'visibility', 'search', 'page'].forEach((k) =>
          next.delete(k),
        );
        return next;
      },
      { replace: true },
    );

  return { filters, update, clear };
}
