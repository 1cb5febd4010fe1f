import { describe, expect, it } from 'vitest';
import { relatedArtworksQueryOptions } from '@/features/artwork/api/get-related-artworks';
import { artworkQueryOptions } from '@/features/artwork/api/get-artwork';
import { artworksQueryOptions } from '@/features/gallery/api/get-artworks';
import { collectionsQueryOptions } from '@/features/gallery/api/get-collections';
import { featuredArtworksQueryOptions } from '@/features/home/api/get-featured-artworks';
import { QUERY_PREFIXES } from '@/lib/query-keys';

// In app/ because it reads several features' queries. The admin invalidates these prefixes after a write: the public queries must sit under them.
describe('QUERY_PREFIXES', () => {
  it('prefixes every public artworks query', () => {
    const keys = [
      artworksQueryOptions({ limit: 20, offset: 0 }).queryKey,
      artworkQueryOptions(1).queryKey,
      relatedArtworksQueryOptions(1).queryKey,
      featuredArtworksQueryOptions().queryKey,
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual(QUERY_PREFIXES.artworks);
  });

  it('prefixes the public collections query', () => {
    expect(collectionsQueryOptions().queryKey.slice(0, 1)).toEqual(QUERY_PREFIXES.collections);
  });
});
