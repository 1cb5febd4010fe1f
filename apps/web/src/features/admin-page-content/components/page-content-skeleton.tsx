import { Skeleton, SkeletonField } from '@/components/ui';

/** Sections of fields, one of them a tall rich text box, like the loaded form. */
export function PageContentSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-6 h-4 w-2/3" />
      {[2, 2].map((fields, i) => (
        <div
          key={i}
          className="grid gap-4 border-b border-line py-8 first:pt-0 md:grid-cols-[14rem_1fr] md:gap-10"
        >
          <Skeleton className="h-6 w-28" />
          <div className="space-y-6 border border-line bg-surface p-5 md:p-6">
            {Array.from({ length: fields }, (_, f) => (
              <SkeletonField key={f} input={f === 1 && i === 1 ? 'h-40 w-full' : undefined} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
