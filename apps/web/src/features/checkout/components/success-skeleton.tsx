import { Skeleton, SkeletonMedia, SkeletonStack } from '@/components/ui';

/** Heading, next steps and the order's lines, shaped like the loaded confirmation. */
export function SuccessSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-10">
      <SkeletonStack className="space-y-3" shapes={['h-3.5 w-44', 'h-12 w-3/4', 'h-5 w-1/2']} />
      <Skeleton className="h-36 w-full" />
      <div className="space-y-4">
        <Skeleton className="h-7 w-32" />
        {[0, 1].map((i) => (
          <SkeletonMedia key={i} image="size-16" lines={['h-5 w-1/2', 'h-4 w-1/3']} />
        ))}
      </div>
    </div>
  );
}
