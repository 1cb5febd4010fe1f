import { describe, expect, it } from 'vitest';
import { findCollection, isGatedCollection } from './collections';

const COLLECTIONS = [
  { id: 3, name: 'Seas & Skies', slug: 'seas-skies', is_gated: false },
  { id: 12, name: '2024', slug: 'year-2024', is_gated: false },
  { id: 7, name: 'Preview', slug: 'preview', is_gated: true },
  { id: 9, name: 'Early', slug: 'early', is_gated: true },
];

describe('findCollection', () => {
  it.each([
    ['3', 3],
    [' seas & skies ', 3],
    ['SEAS & SKIES', 3],
    ['seas-skies', 3],
    // An id first: a collection named "12" would lose to the one whose id is 12.
    ['12', 12],
    ['2024', 12],
    ['year-2024', 12],
  ])('%j names collection %i', (value, id) => {
    expect(findCollection(COLLECTIONS, value)?.id).toBe(id);
  });

  it.each(['', '  ', '4', 'lakes'])('%j names none', (value) => {
    expect(findCollection(COLLECTIONS, value)).toBeUndefined();
  });

  it('names none while the list is unknown', () => {
    expect(findCollection(undefined, '3')).toBeUndefined();
  });
});

describe('isGatedCollection', () => {
  it('knows the preview collection by its name before the list arrives', () => {
    expect(isGatedCollection(undefined, ' PREVIEW ')).toBe(true);
  });
  it('knows another gated collection from the list, by id, name or slug', () => {
    expect(isGatedCollection(COLLECTIONS, '9')).toBe(true);
    expect(isGatedCollection(COLLECTIONS, 'early')).toBe(true);
    expect(isGatedCollection(COLLECTIONS, 'seas-skies')).toBe(false);
    expect(isGatedCollection(undefined, '9')).toBe(false);
  });
});
