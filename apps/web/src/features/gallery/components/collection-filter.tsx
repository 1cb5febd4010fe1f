import { findCollection, type Collection } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';

interface CollectionFilterProps {
  collections: Collection[] | undefined;
  loading: boolean;
  /** The ?collection= value ('' for All). */
  value: string;
  onChange: (collection: string) => void;
}

const BUTTON =
  'min-h-11 border-b-2 px-1 text-sm tracking-wide transition-colors duration-150 aria-pressed:border-ink aria-pressed:text-ink';

/** "All" plus one toggle button per collection (docs/product.md §2); the pressed one is the current filter. */
export function CollectionFilter({ collections, loading, value, onChange }: CollectionFilterProps) {
  const active = findCollection(collections, value);
  const groupRef = useRef<HTMLDivElement>(null);

  // On phones the buttons scroll sideways: keep the chosen one in sight (e.g. from a deep link).
  useEffect(() => {
    const group = groupRef.current;
    const pressed = group?.querySelector('[aria-pressed="true"]');
    if (group && pressed) scrollRowToShow(group, pressed);
  }, [active?.id, value]);

  return (
    <div
      ref={groupRef}
      role="group"
      aria-label="Collection"
      // One scrolling row on phones rather than a ragged second line; the padding keeps focus rings visible.
      className="-mx-5 flex items-center gap-x-6 overflow-x-auto px-5 py-1 whitespace-nowrap md:mx-0 md:flex-wrap md:overflow-visible md:px-1"
    >
      <button
        type="button"
        aria-pressed={value === ''}
        onClick={() => onChange('')}
        className={cn(BUTTON, 'border-transparent text-muted hover:text-ink')}
      >
        All
      </button>
      {loading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-4 w-20" />)}
      {collections?.map((collection) => (
        <button
          key={collection.id}
          type="button"
          aria-pressed={active?.id === collection.id}
          // The name keeps the URL readable (?collection=Landscapes); the server accepts it.
          onClick={() => onChange(collection.name)}
          className={cn(BUTTON, 'border-transparent text-muted hover:text-ink')}
        >
          {collection.name}
        </button>
      ))}
    </div>
  );
}

/**
 * Scrolls the row, and only the row, sideways until `item` is inside it. `scrollIntoView` would
 * move the page as well: run as the page hydrates, it pulled a visitor who had scrolled down
 * while the page loaded back up to the filters, and their tap landed on something else.
 */
function scrollRowToShow(row: Element, item: Element) {
  const bounds = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < bounds.left) row.scrollLeft -= bounds.left - box.left;
  else if (box.right > bounds.right) row.scrollLeft += box.right - bounds.right;
}
