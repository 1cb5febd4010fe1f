import {
  BLOG_PAGE_SIZE,
  MESSAGES,
  blogListHead,
  blogListParams,
  blogListPosts,
} from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHead, QueryState } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogCard } from './blog-card';
import { BlogGridSkeleton } from './blog-card-skeleton';
import { BlogPagination } from './blog-pagination';
import { CategoryFilter } from './category-filter';

const GRID = 'grid grid-cols-1 gap-x-10 gap-y-16 sm:grid-cols-2 lg:grid-cols-3';

/** The blog (docs/product.md §2 Blog list): 9 posts a page, filtered by ?category, paged by ?page. */
export function BlogListPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const siteName = useSiteName();
  const params = blogListParams(searchParams);
  const { page, category } = params;
  const query = useBlogPosts(blogListPosts(params));

  // A new page or filter keeps the URL's path, so the router does not scroll: bring the
  // visitor back to the top of the list instead of leaving them at the old page's bottom.
  // (Compared with the last key rather than skipping the first run: StrictMode runs it twice.)
  const top = useRef<HTMLDivElement>(null);
  const listKey = `${page}|${category ?? ''}`;
  const shownKey = useRef(listKey);
  useEffect(() => {
    if (shownKey.current === listKey) return;
    shownKey.current = listKey;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0)
      element.scrollIntoView({ block: 'start' });
  }, [listKey]);

  return (
    <div
      ref={top}
      className="mx-auto max-w-(--container-page) scroll-mt-4 px-5 py-14 md:px-10 md:py-20"
    >
      <PageHead {...blogListHead(siteName)} />
      <header className="max-w-2xl">
        <h1 className="text-4xl md:text-5xl">Blog</h1>
        <p className="mt-4 text-lg text-muted">
          Studio notes, exhibitions and the process behind the paintings.
        </p>
      </header>
      <div className="mt-10">
        <CategoryFilter
          active={category}
          onSelect={(slug) => void navigate(paths.blog({ category: slug }))}
        />
      </div>
      <section
        aria-label="Posts"
        aria-busy={query.isPlaceholderData || undefined}
        className="mt-12"
      >
        <QueryState
          query={query}
          loading={<BlogGridSkeleton count={BLOG_PAGE_SIZE} className={GRID} />}
          isEmpty={(result) => result.data.length === 0}
          empty={
            <div className="border border-line bg-surface px-6 py-12 text-center">
              <p className="text-lg">{MESSAGES.noBlogPosts}</p>
              {(category || page > 1) && (
                <Link to={paths.blog()} className="mt-4 inline-block text-accent underline">
                  View all posts
                </Link>
              )}
            </div>
          }
        >
          {(result) => (
            <>
              <div className={GRID} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                {result.data.map((post, index) => (
                  <BlogCard key={post.id} post={post} priority={index === 0} />
                ))}
              </div>
              <BlogPagination
                page={page}
                pages={result.pagination.pages}
                hrefOf={(target) => paths.blog({ page: target, category })}
              />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
