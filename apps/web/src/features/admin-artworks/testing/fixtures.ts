/** Test data and fakes for the admin artworks tests (imported by *.test.tsx only). */
import type { Artwork, Collection } from '@atelier/core';
import { listBody, makeArtwork, makeCollection, makeUploadedImage } from '@/test/factories';
import { jsonResponse } from '@/test/render';

/** An artwork as GET /artworks answers the admin. */
export { makeArtwork };

export const COLLECTIONS: Collection[] = [
  makeCollection(1, 'Landscapes', 0, 12),
  makeCollection(2, 'Still Life', 1, 8),
  makeCollection(3, 'Abstract', 2, 6),
  makeCollection(4, 'Preview', 3, 4),
];

/** A page of GET /artworks. */
export const artworksPage = (rows: Artwork[], total = rows.length, limit = 25, offset = 0) =>
  jsonResponse(listBody(rows, total, limit, offset));

export const UPLOADED = makeUploadedImage('/uploads/2026/05/abc', {
  width: 2400,
  height: 1800,
  variants: [480],
  dominant_color: '#556677',
});

/** A File of `size` bytes (only its size and type matter to the upload). */
export const imageFile = (name = 'studio.jpg', size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
