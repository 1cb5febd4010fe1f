/** Test data shared by several features' tests (imported by tests and `testing/` files only). */
import type {
  Artwork,
  CheckoutOptions,
  OrderAddress,
  Collection,
  PageContent,
  Pagination,
  PublicOrder,
  SiteSettings,
  UploadedImage,
} from '@atelier/core';

/** The site's public settings as GET /settings/site answers them; override what the test is about. */
export const makeSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  name: 'Elena Marsh',
  social_url: null,
  contact_email: null,
  framing_enabled: true,
  offers_enabled: false,
  frame_costs: { simple_black: 200, simple_white: 200, museum_quality: 500 },
  ...overrides,
});

/** An artwork as the API answers it (no image sizes); override what the test is about. */
export const makeArtwork = (id: number, overrides: Partial<Artwork> = {}): Artwork => ({
  id,
  title: `Harbour ${id}`,
  year_created: 2024,
  material: 'Oil',
  substrate: 'Linen',
  width: 48,
  height: 36,
  price: 1000 + id,
  availability: 'available',
  primary_image_url: `/uploads/${id}.webp`,
  thumbnail_url: `/uploads/${id}-thumb.webp`,
  framed_image_url: null,
  primary_image: null,
  framed_image: null,
  artist_comments: '<p>Painted outdoors.</p>',
  accolades: [],
  collections: [{ id: 1, name: 'Landscapes' }],
  featured: false,
  is_public: true,
  offers_enabled: false,
  ordering: id - 1,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
  ...overrides,
});

/** A collection as GET /collections answers it; the one named "Preview" is the gated one. */
export const makeCollection = (
  id: number,
  name: string,
  ordering: number,
  count: number,
): Collection => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: null,
  ordering,
  artwork_count: count,
  is_gated: name.toLowerCase() === 'preview',
});

/** A page's editable texts, all empty (so the public fallbacks show) unless given. */
export const makePageContent = (
  page: string,
  overrides: Partial<PageContent> = {},
): PageContent => ({
  page,
  meta_title: null,
  meta_description: null,
  hero_heading: null,
  hero_subheading: null,
  welcome_heading: null,
  welcome_text: null,
  title: null,
  artist_bio: null,
  artist_statement: null,
  updated_at: '2026-01-01T12:00:00.000Z',
  ...overrides,
});

/** Where the test buyer (Ada Lovelace, ada@example.com) has her works sent: Portland, Maine. */
export const BUYER_ADDRESS = {
  line1: '1 Harbour Road',
  line2: null,
  city: 'Portland',
  region: 'ME',
  postal_code: '04101',
  country: 'US',
} satisfies OrderAddress;

/** An image as POST /uploads/image answers it: its original, thumbnail and `variants` widths in `dir`. */
export const makeUploadedImage = (
  dir: string,
  { width, height, variants = [], dominant_color = null }: UploadedImageSize,
): UploadedImage => ({
  url: `${dir}/original.webp`,
  thumbnail_url: `${dir}/thumb.webp`,
  width,
  height,
  variants: variants.map((w) => ({ width: w, url: `${dir}/${w}.webp` })),
  dominant_color,
});

interface UploadedImageSize {
  width: number;
  height: number;
  variants?: number[];
  dominant_color?: string | null;
}

/** A list body with the server's pagination: `rows` of `total`, `limit` a page from `offset`. */
export const listBody = <T>(rows: T[], total = rows.length, limit = 20, offset = 0) => ({
  data: rows,
  pagination: {
    total,
    pages: Math.max(1, Math.ceil(total / limit)),
    page: Math.floor(offset / limit) + 1,
    limit,
    offset,
  } satisfies Pagination,
});

/** One framed work and its totals in whole dollars, as an order (public or admin) shows them. */
export const ORDER_LINES_AND_TOTALS = {
  lines: [
    {
      id: 1,
      artwork_id: 3,
      title: 'Harbour Light',
      image_url: null,
      framing_option: 'simple-black' as const,
      quantity: 1,
      unit_price: 1200,
      frame_surcharge: 200,
      line_total: 1400,
    },
  ],
  item_count: 1,
  subtotal: 1400,
  frames: 200,
  shipping: 75,
  tax: 77,
  tax_rate_percent: 5.5,
  total: 1552,
  currency: 'usd' as const,
} satisfies Partial<PublicOrder>;

/** The shop's checkout options (GET /checkout/options) as the checkout and offer tests see them. */
export const CHECKOUT_OPTIONS: CheckoutOptions = {
  orders_enabled: true,
  payment_provider: 'manual',
  hold_minutes: 30,
  manual_hold_days: 3,
  max_held_works: 5,
  domestic_country: 'US',
  framing_enabled: true,
  countries: [
    { code: 'CA', name: 'Canada' },
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States' },
  ],
};
