import { Skeleton, SkeletonMedia } from '@/components/ui';

/** Lines and history beside the side cards, like the loaded order. */
export function OrderDetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <Skeleton className="h-11 w-64" />
        <div className="space-y-4 border border-line bg-surface p-5">
          {[0, 1].map((i) => (
            <SkeletonMedia key={i} image="size-16" lines={['h-4 w-1/2', 'h-3.5 w-1/3']} />
          ))}
          <Skeleton className="h-20 w-full" />
        </div>
        <Skeleton className="h-40 w-full" />
      </div>
      <div className="space-y-6">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    </div>
  );
}
