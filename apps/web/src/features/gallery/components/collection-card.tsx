import { artworkImage, collectionCover, type Collection } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ResponsiveImage, Skeleton } from '@/components/ui';
import { paths } from '@/lib/paths';
import { artworksQueryOptions } from '../api/get-artworks';

const SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

const countLabel = (n: number) => (n === 1 ? '1 work' : `${n} works`);

/**
 * A collection with a representative work (its first in gallery order) shown whole in a 4:3
 * frame of wall; the gated preview collection shows no image at all, so nothing leaks.
 */
export function CollectionCard({ collection }: { collection: Collection }) {
  const href = paths.artworks({ collection: collection.name });
  return (
    <li className="flex flex-col gap-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="group block">
        {collection.is_gated ? <GatedCover /> : <Cover collection={collection} />}
      </Link>
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl">
          <Link to={href} className="hover:text-accent">
            {collection.name}
          </Link>
        </h2>
        <p className="label-caps">
          {collection.is_gated
            ? `Private preview · ${countLabel(collection.artwork_count)}`
            : countLabel(collection.artwork_count)}
        </p>
        {collection.description && (
          <p className="mt-1 text-sm text-muted">{collection.description}</p>
        )}
      </div>
    </li>
  );
}

function Cover({ collection }: { collection: Collection }) {
  const cover = collectionCover(collection);
  const { data, isPending } = useQuery({
    ...artworksQueryOptions(cover ?? { limit: 1, offset: 0 }),
    enabled: cover !== null,
  });
  const first = data?.data[0];
  const image = first ? artworkImage(first) : null;
  const ratio = image ? image.width / image.height : 4 / 3;
  return (
    <div
      className="flex aspect-[4/3] items-end justify-center bg-surface p-[6%] transition-colors duration-200 group-hover:bg-placeholder/60"
      style={{ containerType: 'inline-size' }}
    >
      {isPending && collection.artwork_count > 0 ? (
        <Skeleton className="h-full w-full" />
      ) : (
        // 0.66 × the frame's width is the height left inside the padding of a 4:3 frame.
        <div style={{ width: `min(100%, calc(${ratio} * 66cqw))` }}>
          <ResponsiveImage image={image} alt={first?.title ?? collection.name} sizes={SIZES} />
        </div>
      )}
    </div>
  );
}

function GatedCover() {
  return (
    <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 border border-line bg-surface text-muted">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.25}
        aria-hidden="true"
      >
        <rect x="5" y="11" width="14" height="9" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      <span className="font-display text-xl text-ink">For subscribers first</span>
    </div>
  );
}
