import type { QueryKey } from '@tanstack/react-query';

/**
 * First segments of the query keys of shared data. Every artworks query (the gallery, the
 * artwork page, home's featured works, the admin's tables) starts with `artworks`, every
 * collections query with `collections`. Features never import each other, so an admin write
 * refreshes everything that shows the data by invalidating the prefix:
 * `queryClient.invalidateQueries({ queryKey: QUERY_PREFIXES.artworks })`.
 */
export const QUERY_PREFIXES = {
  artworks: ['artworks'],
  collections: ['collections'],
} as const;

/** Whether two query keys name the same query (part by part, as the keys are built here). */
export const isSameKey = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, i) => part === b[i]);
