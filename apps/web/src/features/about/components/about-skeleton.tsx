import { Skeleton, SkeletonText } from '@/components/ui';

/** Shaped like the About text column: heading, two paragraphs, a subheading and the link. */
export function AboutSkeleton() {
  return (
    <div data-testid="about-skeleton" className="space-y-8">
      <Skeleton className="h-12 w-2/3" />
      <SkeletonText lines={5} />
      <SkeletonText lines={4} />
      <Skeleton className="h-8 w-1/2" />
      <SkeletonText lines={4} />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}
