import { Skeleton, SkeletonStack } from '@/components/ui';

/** Paintings come in every proportion; the placeholders do too, so the grid looks like itself. */
const RATIOS = ['4 / 3', '3 / 4', '1 / 1', '4 / 5', '5 / 4', '3 / 4', '4 / 3', '1 / 1'];

/** Loading state of the gallery: cards shaped like works and labels (docs/design.md). */
export function ArtworkGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading artworks">
      <ul
        aria-hidden="true"
        className="grid grid-cols-1 gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="row-span-2 grid grid-rows-subgrid gap-4">
            <Skeleton
              className="self-end"
              style={{ aspectRatio: RATIOS[i % RATIOS.length], maxHeight: '26rem' }}
            />
            <SkeletonStack className="space-y-2" shapes={['h-6 w-3/4', 'h-3 w-2/3', 'h-4 w-16']} />
          </li>
        ))}
      </ul>
    </div>
  );
}
