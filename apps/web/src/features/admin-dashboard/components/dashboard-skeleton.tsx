import { Skeleton, SkeletonList, SkeletonStack } from '@/components/ui';

/** Cards and two lists, shaped like the loaded dashboard so nothing moves when it arrives. */
export function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonStack
            key={i}
            className="space-y-3 border border-line bg-surface p-4 sm:p-5"
            shapes={['h-3 w-20', 'h-9 w-16', 'h-3.5 w-32', 'h-3.5 w-24']}
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <SkeletonList
            key={i}
            header={
              <div className="border-b border-line px-5 py-4">
                <Skeleton className="h-5 w-40" />
              </div>
            }
            rows={4}
            row="space-y-2 px-5 py-3"
            shapes={['h-4 w-1/3', 'h-3.5 w-3/4']}
          />
        ))}
      </div>
    </div>
  );
}
