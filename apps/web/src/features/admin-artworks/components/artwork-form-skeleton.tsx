import { Skeleton, SkeletonFields } from '@/components/ui';

/** The form's two columns while the artwork and the collections load. */
export function ArtworkFormSkeleton() {
  const panel = (fields: number, key: string) => (
    <div key={key} className="space-y-3">
      <Skeleton className="h-7 w-32" />
      <div className="space-y-5 border border-line bg-surface p-4 sm:p-5">
        <SkeletonFields count={fields} />
      </div>
    </div>
  );
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-8">
        {panel(4, 'details')}
        <div className="space-y-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
      <div className="space-y-8">
        <div className="space-y-3">
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-56 w-full" />
        </div>
        {panel(2, 'sale')}
      </div>
    </div>
  );
}
