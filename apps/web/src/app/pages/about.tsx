import { AboutPage } from '@/features/about/components/about-page';

/** /about (docs/product.md §2): the artist's bio and statement. */
export function Component() {
  return <AboutPage />;
}
