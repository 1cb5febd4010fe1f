import { Skeleton, SkeletonFields } from '@/components/ui';

/** Sections of labelled fields, like the loaded form. */
export function SettingsSkeleton() {
  return (
    <div aria-hidden="true">
      {[3, 4, 1].map((fields, i) => (
        <div
          key={i}
          className="grid gap-4 border-b border-line py-8 first:pt-0 md:grid-cols-[14rem_1fr] md:gap-10"
        >
          <div className="space-y-2">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-3.5 w-40" />
          </div>
          <div className="space-y-6 border border-line bg-surface p-5 md:p-6">
            <SkeletonFields count={fields} label="h-4 w-32" input="h-11 w-full max-w-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}
