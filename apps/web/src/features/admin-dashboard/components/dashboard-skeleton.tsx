import { Skeleton } from '@/components/ui';

/** Cards and two lists, shaped like the loaded dashboard so nothing moves when it arrives. */
export function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-3 border border-line bg-surface p-4 sm:p-5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-9 w-16" />
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-3.5 w-24" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="border border-line bg-surface">
            <div className="border-b border-line px-5 py-4">
              <Skeleton className="h-5 w-40" />
            </div>
            {Array.from({ length: 4 }, (_, r) => (
              <div key={r} className="space-y-2 border-b border-line px-5 py-3 last:border-b-0">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3.5 w-3/4" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
