import { Skeleton } from '@/components/ui';

/** Heading, next steps and the order's lines, shaped like the loaded confirmation. */
export function SuccessSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-10">
      <div className="space-y-3">
        <Skeleton className="h-3.5 w-44" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-36 w-full" />
      <div className="space-y-4">
        <Skeleton className="h-7 w-32" />
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
