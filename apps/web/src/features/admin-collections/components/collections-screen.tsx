import type { Collection } from '@atelier/core';
import { useState } from 'react';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { SortableList } from '@/components/admin/sortable-list';
import { QueryState, SkeletonList } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useAdminCollections } from '../api/get-collections';
import { useReorderCollections } from '../api/reorder-collections';
import { CollectionRow } from './collection-row';
import { CreateCollectionForm } from './create-collection-form';
import { DeleteCollectionDialog } from './delete-collection-dialog';

function CollectionsSkeleton() {
  return <SkeletonList rows={4} row="space-y-2 px-14 py-4" shapes={['h-4 w-40', 'h-3 w-20']} />;
}

/**
 * /admin/collections: the gallery's groups in the order of its filter buttons. Add, rename,
 * reorder (drag, keyboard or arrows; saved at once) and delete (the works stay).
 */
export function CollectionsScreen() {
  const query = useAdminCollections();
  const reorder = useReorderCollections();
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Collection | null>(null);

  const onMove = (from: number, to: number) =>
    void reorder
      .move(from, to)
      .catch((error: unknown) =>
        notify.error(errorMessage(error, 'The new order could not be saved')),
      );

  return (
    <>
      <AdminPageHeader
        title="Collections"
        description="Collections group works in the gallery; their order here is the order of the gallery’s filter buttons."
      />
      <CreateCollectionForm />
      <QueryState
        query={query}
        loading={<CollectionsSkeleton />}
        failure="Could not load the collections"
        isEmpty={(collections) => collections.length === 0}
        empty={
          <EmptyState title="No collections yet">
            Name your first collection above, then choose it on an artwork’s page.
          </EmptyState>
        }
      >
        {(collections) => (
          <div className="space-y-2">
            <p role="status" className="min-h-5 text-sm text-muted">
              {reorder.isPending
                ? 'Saving the order…'
                : reorder.isError
                  ? 'The last move was not saved.'
                  : ''}
            </p>
            <SortableList
              label="Collections"
              items={collections}
              getId={(c) => c.id}
              getLabel={(c) => c.name}
              onMove={onMove}
              disabled={renamingId !== null}
              renderItem={(collection) => (
                <CollectionRow
                  collection={collection}
                  renaming={renamingId === collection.id}
                  onRename={(on) => setRenamingId(on ? collection.id : null)}
                  onDelete={() => setToDelete(collection)}
                />
              )}
            />
          </div>
        )}
      </QueryState>
      <DeleteCollectionDialog collection={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
