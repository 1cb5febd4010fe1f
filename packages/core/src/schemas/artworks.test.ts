import { describe, expect, it } from 'vitest';
import { ArtworkInput, ArtworkUpdate } from './artworks';

describe('artwork schemas', () => {
  it('fills defaults on create', () => {
    const parsed = ArtworkInput.parse({ title: 'Harbour' });
    expect(parsed).toMatchObject({
      availability: 'available',
      featured: false,
      is_public: true,
      accolades: [],
      collection_ids: [],
    });
  });
  it('leaves out what an update does not send', () => {
    expect(ArtworkUpdate.parse({ title: 'Harbour' })).toEqual({ title: 'Harbour' });
  });
  it('rejects a negative or fractional price with a clear message', () => {
    expect(ArtworkInput.safeParse({ title: 'x', price: -1 }).error?.issues[0]?.message).toBe(
      'Price cannot be negative',
    );
    expect(ArtworkInput.safeParse({ title: 'x', price: 10.5 }).error?.issues[0]?.message).toBe(
      'Price is in whole dollars',
    );
  });
});
