import { QUERY_PREFIXES } from '@/lib/query-keys';

/**
 * The admin's artwork queries sit under the shared `artworks` prefix, so invalidating it after
 * a write refreshes these tables and the public gallery, artwork pages and home together.
 */
export const adminArtworksKey = [...QUERY_PREFIXES.artworks, 'admin'] as const;
