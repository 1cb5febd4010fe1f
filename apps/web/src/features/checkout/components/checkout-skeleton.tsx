import { Skeleton, SkeletonFields, SkeletonMedia } from '@/components/ui';

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
          <SkeletonMedia
            key={i}
            className="py-3"
            image="size-20"
            lines={['h-5 w-2/3', 'h-4 w-1/3']}
          />
        ))}
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="space-y-10 lg:col-start-1 lg:row-start-1">
        {[3, 5].map((fields, s) => (
          <div key={s} className="space-y-5">
            <Skeleton className="h-7 w-48" />
            <SkeletonFields count={fields} />
          </div>
        ))}
      </div>
    </div>
  );
}
