import { Skeleton, SkeletonText } from '@/components/ui';

/** The post's shape while it loads (SPEC §2: a loading skeleton): title, meta, picture, text. */
export function BlogPostSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading post"
      className="mx-auto max-w-4xl px-5 py-12 md:px-10 md:py-16"
    >
      <div aria-hidden="true">
        <Skeleton className="h-4 w-32" />
        <div className="mx-auto mt-12 flex max-w-(--container-prose) flex-col gap-4">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-3/5" />
          <Skeleton className="h-4 w-52" />
        </div>
        <Skeleton className="mt-12 aspect-[3/2] w-full" />
        <SkeletonText lines={8} className="mx-auto mt-12 max-w-(--container-prose)" />
      </div>
    </div>
  );
}
