import { GALLERY_PAGE_SIZE } from '../constants';
import { pageNumber, pageWindow } from './page-number';
import type { ArtworksParams } from './queries/artworks';

export interface GalleryParams {
  /** As written in ?collection= (a name, an id or a slug); '' for all works. */
  collection: string;
  available: boolean;
  page: number;
}

/** The gallery's ?collection=, ?available=true and ?page=. */
export function galleryParams(search: URLSearchParams): GalleryParams {
  return {
    collection: search.get('collection')?.trim() ?? '',
    available: search.get('available') === 'true',
    page: pageNumber(search.get('page')),
  };
}

/**
 * The works a gallery view asks for: 20 a page. `previewAccess` is the version of the
 * visitor's preview grant; the server asks as a visitor without one (0).
 */
export const galleryArtworks = (params: GalleryParams, previewAccess = 0): ArtworksParams => ({
  collection: params.collection || undefined,
  availability: params.available ? 'available' : undefined,
  ...pageWindow(params.page, GALLERY_PAGE_SIZE),
  previewAccess,
});
