import { useParams } from 'react-router';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';

/** /blog/:slug (docs/product.md §2 Blog post). Keyed by slug so a related post starts from its skeleton. */
export function Component() {
  const { slug = '' } = useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
