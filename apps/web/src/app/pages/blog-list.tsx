import { BlogListPage } from '@/features/blog/components/blog-list-page';

/** /blog (docs/product.md §2 Blog list). */
export function Component() {
  return <BlogListPage />;
}
