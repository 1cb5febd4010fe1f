import { HOME_RECENT_POSTS } from '@atelier/core';
import { HomeSection } from '@/components/layout/home-section';
import { paths } from '@/lib/paths';
import { useRecentPosts } from '../api/get-recent-posts';
import { BlogCard } from './blog-card';
import { BlogGridSkeleton } from './blog-card-skeleton';

const GRID = 'mt-10 grid grid-cols-1 gap-x-10 gap-y-14 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Home "From the Studio": the 3 newest posts. docs/product.md §2: hidden entirely when there are none
 * or on error, so a quiet blog never leaves an empty heading on the home page.
 */
export function FromTheStudio() {
  const query = useRecentPosts(HOME_RECENT_POSTS);
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <HomeSection
      id="from-the-studio"
      title="From the Studio"
      moreTo={paths.blog()}
      moreLabel="Read the blog"
    >
      {query.data ? (
        <div className={GRID}>
          {query.data.slice(0, HOME_RECENT_POSTS).map((post) => (
            <BlogCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </div>
      ) : (
        <BlogGridSkeleton count={HOME_RECENT_POSTS} className={GRID} />
      )}
    </HomeSection>
  );
}
