import { findCollection, galleryHead, galleryParams, isGatedCollection } from '@atelier/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHead, Switch } from '@/components/ui';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useCollections } from '../api/get-collections';
import { CollectionFilter } from './collection-filter';
import { CollectionWorks, type GateAccess } from './collection-works';

interface GalleryProps {
  access: GateAccess;
  /** The preview gate, shown instead of the works while the preview collection is locked. */
  gate: ReactNode;
}

/**
 * The gallery (docs/product.md §2): collection buttons and the "Available" switch kept in the URL
 * (?collection=, ?available=true, ?page=), 20 works a page.
 */
export function Gallery({ access, gate }: GalleryProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = galleryParams(search);
  const collections = useCollections();
  const current = findCollection(collections.data, params.collection);
  const siteName = useSiteName();

  // A new filter starts again at page 1.
  const setFilter = (next: { collection?: string; available?: boolean }) => {
    const query = { collection: params.collection, available: params.available, ...next };
    void navigate(paths.artworks(query));
  };
  const hrefForPage = (page: number) =>
    paths.artworks({ collection: params.collection, available: params.available, page });

  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-12 md:px-10 md:py-16">
      <PageHead {...galleryHead(current, siteName)} />
      <header className="max-w-2xl">
        <h1 className="text-4xl md:text-5xl">Artwork</h1>
        <p className="mt-4 text-muted">
          {current?.description ??
            'Original oil paintings, shown whole and at their own proportions.'}
        </p>
      </header>

      <div className="mt-10 flex flex-col gap-4 border-y border-line py-3 md:flex-row md:items-center md:justify-between">
        <CollectionFilter
          collections={collections.data}
          loading={collections.isPending}
          value={params.collection}
          onChange={(collection) => setFilter({ collection })}
        />
        <Switch
          label="Available"
          checked={params.available}
          onCheckedChange={(available) => setFilter({ available })}
        />
      </div>

      <div className="mt-10">
        <CollectionWorks
          // A new filter is a new list: never carry the previous one's state across.
          key={`${params.collection}|${params.available}`}
          collection={params.collection}
          collectionName={current?.name}
          available={params.available}
          page={params.page}
          gated={isGatedCollection(collections.data, params.collection)}
          access={access}
          gate={gate}
          hrefForPage={hrefForPage}
          emptyAction={
            <Link to={paths.artworks()} className="text-accent underline underline-offset-4">
              See all works
            </Link>
          }
        />
      </div>
    </div>
  );
}
