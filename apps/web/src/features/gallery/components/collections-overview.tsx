import { collectionsHead } from '@atelier/core';
import { Link } from 'react-router';
import { PageHead, QueryState, Skeleton } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useCollections } from '../api/get-collections';
import { CollectionCard } from './collection-card';

const GRID = 'grid grid-cols-1 gap-x-10 gap-y-16 sm:grid-cols-2 lg:grid-cols-3';

/** /collections: every collection with a representative work and its count. */
export function CollectionsOverview() {
  const collections = useCollections();
  const siteName = useSiteName();
  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-12 md:px-10 md:py-16">
      <PageHead {...collectionsHead(siteName)} />
      <header className="max-w-2xl">
        <h1 className="text-4xl md:text-5xl">Collections</h1>
        <p className="mt-4 text-muted">
          The paintings grouped the way they were made: by subject, by place and by season.
        </p>
      </header>
      <div className="mt-12">
        <QueryState
          query={collections}
          loading={<CollectionsSkeleton />}
          isEmpty={(data) => data.length === 0}
          empty={
            <div className="flex flex-col items-start gap-4 py-12">
              <p className="font-display text-2xl">No collections yet.</p>
              <Link to={paths.artworks()} className="text-accent underline underline-offset-4">
                See all artwork
              </Link>
            </div>
          }
        >
          {(data) => (
            <ul className={GRID}>
              {data.map((collection) => (
                <CollectionCard key={collection.id} collection={collection} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function CollectionsSkeleton() {
  return (
    <div role="status" aria-label="Loading collections">
      <ul aria-hidden="true" className={GRID}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex flex-col gap-4">
            <Skeleton className="aspect-[4/3] w-full" />
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-3 w-20" />
          </li>
        ))}
      </ul>
    </div>
  );
}
