import { Skeleton, SkeletonStack, SkeletonText } from '@/components/ui';

/** Same reading column as the article (see blog-post-article.tsx). */
const COLUMN = 'mx-auto max-w-(--container-prose) text-[1.0625rem]';

/** The post's shape while it loads (docs/product.md §2: a loading skeleton): title, meta, picture, text. */
export function BlogPostSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading post"
      className="mx-auto max-w-5xl px-5 py-10 md:px-10 md:py-16"
    >
      <div aria-hidden="true">
        <div className={COLUMN}>
          <Skeleton className="h-4 w-32" />
        </div>
        <SkeletonStack
          className={`${COLUMN} mt-10 flex flex-col gap-4 md:mt-14`}
          shapes={['h-3 w-28', 'h-12 w-full', 'h-12 w-3/5', 'h-4 w-52']}
        />
        <Skeleton className="mt-10 aspect-[3/2] w-full md:mt-14" />
        <SkeletonText lines={8} className={`${COLUMN} mt-10 md:mt-14`} />
      </div>
    </div>
  );
}
