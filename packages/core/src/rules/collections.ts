import { isPreviewCollectionName } from './artwork';

export interface CollectionKeys {
  id: number;
  name: string;
  slug: string;
}

/**
 * The collection a `?collection=` value names: an id, else a name in any case, else a slug.
 * The API filters by it, the gallery shows it as chosen, and the server writes its page head
 * from it: one rule, so the three always agree.
 */
export function findCollection<T extends CollectionKeys>(
  collections: readonly T[] | undefined,
  value: string,
): T | undefined {
  const wanted = value.trim().toLowerCase();
  if (!wanted || !collections) return undefined;
  return (
    collections.find((c) => /^\d+$/.test(wanted) && c.id === Number(wanted)) ??
    collections.find((c) => c.name.trim().toLowerCase() === wanted) ??
    collections.find((c) => c.slug === wanted)
  );
}

/** Whether a `?collection=` value is the gated preview collection (by name at once, else by the list). */
export const isGatedCollection = (
  collections: readonly (CollectionKeys & { is_gated: boolean })[] | undefined,
  value: string,
): boolean =>
  isPreviewCollectionName(value) || Boolean(findCollection(collections, value)?.is_gated);
