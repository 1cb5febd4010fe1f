import { Skeleton } from '@/components/ui';

/** Form sections beside the summary, shaped like the loaded checkout so nothing jumps. */
export function CheckoutSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-16"
    >
      <div className="space-y-4 border border-line bg-surface p-5 md:p-7 lg:col-start-2 lg:row-start-1">
        <Skeleton className="h-7 w-40" />
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 py-3">
            <Skeleton className="size-20 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="space-y-10 lg:col-start-1 lg:row-start-1">
        {[3, 5].map((fields, s) => (
          <div key={s} className="space-y-5">
            <Skeleton className="h-7 w-48" />
            {Array.from({ length: fields }, (_, f) => (
              <div key={f} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-11 w-full" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
