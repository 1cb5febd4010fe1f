import { Skeleton, SkeletonText, VisuallyHidden } from '@/components/ui';

/** Loading state shaped like the detail page: a painting, then its label and notes. */
export function ArtworkDetailSkeleton() {
  return (
    <div role="status" className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
      <VisuallyHidden>Loading artwork</VisuallyHidden>
      <Skeleton className="w-full" style={{ aspectRatio: '4 / 3' }} />
      <div aria-hidden="true" className="flex flex-col gap-5">
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-9 w-28" />
        <Skeleton className="h-12 w-full" />
        <SkeletonText lines={4} className="mt-4" />
      </div>
    </div>
  );
}
