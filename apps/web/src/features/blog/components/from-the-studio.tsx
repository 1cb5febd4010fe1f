import { HOME_RECENT_POSTS } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useRecentPosts } from '../api/get-recent-posts';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';

const GRID = 'mt-10 grid grid-cols-1 gap-x-10 gap-y-14 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Home "From the Studio": the 3 newest posts. docs/product.md §2: hidden entirely when there are none
 * or on error, so a quiet blog never leaves an empty heading on the home page.
 */
export function FromTheStudio() {
  const query = useRecentPosts(HOME_RECENT_POSTS);
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section
      aria-labelledby="from-the-studio"
      className="mx-auto max-w-(--container-page) px-5 md:px-10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-line pt-14">
        <h2 id="from-the-studio" className="text-3xl md:text-4xl">
          From the Studio
        </h2>
        <Link
          to={paths.blog()}
          className="text-sm text-accent underline underline-offset-4 hover:text-accent-strong"
        >
          Read the blog
        </Link>
      </div>
      {query.data ? (
        <div className={GRID}>
          {query.data.slice(0, HOME_RECENT_POSTS).map((post) => (
            <BlogCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </div>
      ) : (
        <div role="status" aria-label="Loading posts" className={GRID}>
          {Array.from({ length: HOME_RECENT_POSTS }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}
