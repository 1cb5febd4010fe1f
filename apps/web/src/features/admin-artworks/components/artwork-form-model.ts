import { ArtworkInput, type Artwork, type Availability } from '@atelier/core';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '@/components/form';

/** What the form edits: every field of docs/product.md §3 an artist sets, as the controls hold them. */
export interface ArtworkFormValues {
  title: string;
  year_created: number | null;
  material: string;
  substrate: string;
  /** Inches. */
  width: number | null;
  height: number | null;
  /** Whole dollars. */
  price: number | null;
  availability: Availability;
  primary_image_url: string | null;
  thumbnail_url: string | null;
  framed_image_url: string | null;
  artist_comments: string;
  accolades: string[];
  /** In the artist's order: the first is the work's "first collection" (related works). */
  collection_ids: number[];
  featured: boolean;
  is_public: boolean;
  offers_enabled: boolean;
}

/** The form's handle as its field groups receive it (values in, ArtworkInput out). */
export type ArtworkFormApi = UseFormReturn<ArtworkFormValues, unknown, ArtworkInput>;

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  sold: 'Sold',
  not_for_sale: 'Not for sale',
  reserved: 'Reserved',
};

export const EMPTY_ARTWORK: ArtworkFormValues = {
  title: '',
  year_created: null,
  material: '',
  substrate: '',
  width: null,
  height: null,
  price: null,
  availability: 'available',
  primary_image_url: null,
  thumbnail_url: null,
  framed_image_url: null,
  artist_comments: '',
  accolades: [],
  collection_ids: [],
  featured: false,
  is_public: true,
  offers_enabled: false,
};

const isAvailability = (value: string): value is Availability => value in AVAILABILITY_LABELS;

export function toFormValues(artwork: Artwork): ArtworkFormValues {
  return {
    title: artwork.title,
    year_created: artwork.year_created,
    material: artwork.material ?? '',
    substrate: artwork.substrate ?? '',
    width: artwork.width,
    height: artwork.height,
    price: artwork.price,
    // A legacy value the form cannot offer is shown as the nearest honest choice.
    availability: isAvailability(artwork.availability) ? artwork.availability : 'not_for_sale',
    primary_image_url: artwork.primary_image_url,
    thumbnail_url: artwork.thumbnail_url,
    framed_image_url: artwork.framed_image_url,
    artist_comments: artwork.artist_comments ?? '',
    accolades: artwork.accolades,
    collection_ids: artwork.collections.map((c) => c.id),
    featured: artwork.featured,
    is_public: artwork.is_public,
    offers_enabled: artwork.offers_enabled,
  };
}

const schemaCheck = schemaResolver(ArtworkInput);

/**
 * The shared ArtworkInput schema, after dropping accolade lines left blank (an empty line in
 * the list editor is not an accolade). Messages about the lines kept are moved back to the
 * lines the artist sees, so they appear next to the right field.
 */
export const artworkResolver: Resolver<ArtworkFormValues, unknown, ArtworkInput> = async (
  values,
  context,
  options,
) => {
  const kept = values.accolades.flatMap((line, index) => (line.trim() ? [index] : []));
  const accolades = kept.map((index) => values.accolades[index] ?? '');
  const result = await schemaCheck({ ...values, accolades }, context, options as never);
  const lineErrors: unknown = (result.errors as Record<string, unknown>).accolades;
  if (Array.isArray(lineErrors)) {
    const remapped: unknown[] = [];
    lineErrors.forEach((error: unknown, j) => {
      if (error) remapped[kept[j] ?? j] = error;
    });
    (result.errors as Record<string, unknown>).accolades = remapped;
  }
  return result as Awaited<ReturnType<Resolver<ArtworkFormValues, unknown, ArtworkInput>>>;
};
