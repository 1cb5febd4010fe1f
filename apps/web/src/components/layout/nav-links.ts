import { paths } from '@/lib/paths';

/** Header navigation (docs/product.md §2), in order. */
export const NAV_LINKS = [
  { to: paths.home(), label: 'Home', end: true },
  { to: paths.about(), label: 'About', end: false },
  { to: paths.artworks(), label: 'Artwork', end: false },
  { to: paths.blog(), label: 'Blog', end: false },
  { to: paths.contact(), label: 'Contact', end: false },
] as const;
