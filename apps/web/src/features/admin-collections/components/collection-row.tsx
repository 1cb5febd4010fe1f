import type { Collection } from '@atelier/core';
import { Link } from 'react-router';
import { RowButton, StatusBadge } from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';
import { RenameCollectionForm } from './rename-collection-form';
import { textLinkClasses } from '@/components/ui';

interface CollectionRowProps {
  collection: Collection;
  renaming: boolean;
  onRename: (renaming: boolean) => void;
  onDelete: () => void;
}

const works = (n: number) => `${n} ${n === 1 ? 'work' : 'works'}`;

/** A collection's name, count and actions; the preview collection says it is password-gated. */
export function CollectionRow({ collection, renaming, onRename, onDelete }: CollectionRowProps) {
  if (renaming)
    return <RenameCollectionForm collection={collection} onDone={() => onRename(false)} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {/* Phones: the actions go under the name instead of squeezing it. */}
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{collection.name}</span>
          {collection.is_gated && <StatusBadge tone="accent">Password-gated</StatusBadge>}
        </p>
        <p className="text-xs text-muted">
          {works(collection.artwork_count)}
          {collection.is_gated && (
            <>
              {' · Visitors need the '}
              <Link to={adminPaths.settings()} className={textLinkClasses}>
                preview password (Settings)
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="-ml-3 flex sm:ml-0">
        <RowButton what={collection.name} onClick={() => onRename(true)}>
          Rename
        </RowButton>
        <RowButton what={collection.name} onClick={onDelete}>
          Delete
        </RowButton>
      </div>
    </div>
  );
}
