import { SkeletonStack } from '@/components/ui';

/** The writing column's blocks, top to bottom, as tall as the loaded fields. */
const WRITING = ['h-14 w-full', 'h-11 w-full', 'h-24 w-full', 'h-28 w-full', 'h-96 w-full'];
/** The side panels. */
const SIDE = ['h-44 w-full', 'h-40 w-full', 'h-72 w-full'];

/** The editor's shape while the post loads: the writing column and the side panels. */
export function PostEditorSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <SkeletonStack className="space-y-6" shapes={WRITING} />
      <SkeletonStack className="space-y-6" shapes={SIDE} />
    </div>
  );
}
