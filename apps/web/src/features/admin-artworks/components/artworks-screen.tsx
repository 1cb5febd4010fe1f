import type { Artwork } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminPageHeader,
  DataTableSkeleton,
  EmptyState,
  Pagination,
  useSearchParam,
} from '@/components/admin';
import { Button, buttonClasses, QueryState } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { useAdminArtworks } from '../api/get-admin-artworks';
import { useCollectionOptions } from '../api/get-collection-options';
import { ArtworksTable } from './artworks-table';
import { ArtworksToolbar } from './artworks-toolbar';
import { BulkVisibilityBar } from './bulk-visibility-bar';
import { DeleteArtworkDialog } from './delete-artwork-dialog';
import { useArtworkParams } from './use-artwork-params';

const PAGE_SIZE = 25;

/** /admin/artworks: every work, hidden ones too, searchable, filtered, sorted, bulk-editable. */
export function ArtworksScreen() {
  const { filters, update, clear } = useArtworkParams();
  const [searchInput, setSearchInput, search] = useSearchParam('search');
  const collections = useCollectionOptions();
  const query = useAdminArtworks({
    page: filters.page,
    limit: PAGE_SIZE,
    search: search || undefined,
    availability: filters.availability === 'all' ? undefined : filters.availability,
    collection: filters.collection === 'all' ? undefined : Number(filters.collection),
    isPublic: filters.visibility === 'all' ? undefined : filters.visibility === 'public',
    sort: filters.sort,
  });
  // The selection belongs to one page of one filter: it empties when either changes.
  const listKey = JSON.stringify([filters, search]);
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<number>() });
  const selected = selection.key === listKey ? selection.ids : new Set<number>();
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    setSelection({ key: listKey, ids: next });
  };
  const [toDelete, setToDelete] = useState<Artwork | null>(null);
  const filtered =
    Boolean(search) ||
    filters.availability !== 'all' ||
    filters.collection !== 'all' ||
    filters.visibility !== 'all';

  const onDeleted = () => {
    // The last row of a later page is gone: show the page before instead of an empty one.
    if (query.data?.data.length === 1 && filters.page > 1) update({ page: filters.page - 1 });
  };

  return (
    <>
      <AdminPageHeader
        title="Artworks"
        description="Hidden works are listed here but never shown on the site."
        actions={
          <>
            <Link to={adminPaths.artworksOrder()} className={buttonClasses('secondary', 'sm')}>
              Arrange gallery order
            </Link>
            <Link to={adminPaths.artworkNew()} className={buttonClasses('primary', 'sm')}>
              Add artwork
            </Link>
          </>
        }
      />
      <ArtworksToolbar
        filters={filters}
        search={searchInput}
        onSearchChange={setSearchInput}
        collections={collections.data ?? []}
        onChange={update}
      />
      {selected.size > 0 && (
        <BulkVisibilityBar
          selectedIds={[...selected]}
          onDone={() => setSelection({ key: listKey, ids: new Set() })}
        />
      )}
      <QueryState
        query={query}
        loading={<DataTableSkeleton columns={7} />}
        failure="Could not load the artworks"
        isEmpty={(artworks) => artworks.data.length === 0}
        empty={
          filtered ? (
            <EmptyState
              title="No artworks match"
              action={
                <Button variant="secondary" size="sm" onClick={clear}>
                  Clear search and filters
                </Button>
              }
            >
              No work matches {search ? `“${search}” and ` : ''}these filters.
            </EmptyState>
          ) : (
            <EmptyState
              title="No artworks yet"
              action={
                <Link to={adminPaths.artworkNew()} className={buttonClasses('primary', 'sm')}>
                  Add your first artwork
                </Link>
              }
            >
              Add a painting with its photo, size and price; it appears in the gallery once saved.
            </EmptyState>
          )
        }
      >
        {(artworks) => (
          <div className="space-y-4">
            <ArtworksTable
              artworks={artworks.data}
              busy={query.isPlaceholderData}
              selected={selected}
              onSelect={select}
              onDelete={setToDelete}
            />
            <Pagination
              pagination={artworks.pagination}
              onPageChange={(page) => update({ page }, false)}
              noun="artworks"
            />
          </div>
        )}
      </QueryState>
      <DeleteArtworkDialog
        artwork={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
