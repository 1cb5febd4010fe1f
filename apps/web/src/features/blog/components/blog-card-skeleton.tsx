import { Skeleton, SkeletonText } from '@/components/ui';

/** Placeholder with the card's exact frame, so the grid does not move when posts arrive. */
export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <Skeleton className="aspect-[3/2] w-full" />
      <div className="mt-5 flex flex-col gap-3">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-4 w-40" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}

/** A grid of card placeholders with a label for screen readers. */
export function BlogGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading posts" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </div>
  );
}
