import { FromTheStudio } from '@/features/blog/components/from-the-studio';
import { HomePage } from '@/features/home/components/home-page';

/** / (docs/product.md §2 Home): the home feature's page with the blog's latest posts slotted in. */
export function Component() {
  return <HomePage studioSlot={<FromTheStudio />} />;
}
