import { GALLERY_PAGE_SIZE, type Collection, isPreviewCollectionName } from '@atelier/core';

export interface GalleryParams {
  /** As written in ?collection= (a name or an id); '' for "All". */
  collection: string;
  available: boolean;
  page: number;
}

/** Reads ?collection=, ?available=true and ?page= (SPEC §2); bad values fall back to defaults. */
export function readGalleryParams(search: URLSearchParams): GalleryParams {
  const page = Number(search.get('page'));
  return {
    collection: search.get('collection')?.trim() ?? '',
    available: search.get('available') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** limit/offset of a 1-based page of GALLERY_PAGE_SIZE works. */
export const pageWindow = (page: number) => ({
  limit: GALLERY_PAGE_SIZE,
  offset: (page - 1) * GALLERY_PAGE_SIZE,
});

/** The collection a ?collection= value names, matched the way the server matches it. */
export function findCollection(collections: readonly Collection[] | undefined, value: string) {
  const wanted = value.trim().toLowerCase();
  if (!wanted || !collections) return undefined;
  return (
    collections.find((c) => /^\d+$/.test(wanted) && c.id === Number(wanted)) ??
    collections.find((c) => c.name.trim().toLowerCase() === wanted) ??
    collections.find((c) => c.slug === wanted)
  );
}

/** Whether the chosen collection is the gated preview one (by name at once, else by the list). */
export const isGatedCollection = (collections: readonly Collection[] | undefined, value: string) =>
  isPreviewCollectionName(value) || Boolean(findCollection(collections, value)?.is_gated);
