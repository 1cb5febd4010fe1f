import type { Collection } from '../../schemas/collections';
import type { ApiQuery } from '../api-query';

/** Every collection with its public artwork count and whether it is gated. */
export const collectionsQuery = (): ApiQuery<Collection[]> => ({
  key: ['collections'],
  path: '/collections',
});
