import { pageTitle } from '@atelier/core';
import { PageHead } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useSiteName } from '@/lib/public-settings';
import { useBlogPost } from '../api/get-blog-post';
import { BlogPostArticle } from './blog-post-article';
import { BlogPostSkeleton } from './blog-post-skeleton';
import { PostNotFound } from './post-not-found';

/** A 404 will answer the same again; anything else (offline, 5xx) is worth another try. */
const mayPass = (error: unknown) => !(error instanceof ApiError && error.status === 404);

/** docs/product.md §2 Blog post: skeleton, then the post, or "Post Not Found" on failure or no data. */
export function BlogPostPage({ slug }: { slug: string }) {
  const siteName = useSiteName();
  const query = useBlogPost(slug);

  if (query.isPending) {
    return (
      <>
        <PageHead title={pageTitle('Blog', siteName)} />
        <BlogPostSkeleton />
      </>
    );
  }
  if (query.isError || !query.data) {
    const retry = query.isError && mayPass(query.error) ? () => void query.refetch() : undefined;
    return <PostNotFound siteName={siteName} onRetry={retry} />;
  }
  return <BlogPostArticle post={query.data} siteName={siteName} />;
}
