import { BlogListPage } from '@/features/blog/components/blog-list-page';

/** /blog (SPEC §2 Blog list). */
export function Component() {
  return <BlogListPage />;
}
