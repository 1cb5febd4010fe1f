import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SORTABLE_INSTRUCTIONS, sortableAnnouncements } from './sortable-announcements';
import { SortableRow } from './sortable-row';

interface SortableListProps<T> {
  /** Names the list for assistive technology, e.g. "Gallery order". */
  label: string;
  items: T[];
  getId: (item: T) => number;
  /** How an item is named in announcements and button labels (its title). */
  getLabel: (item: T) => string;
  /** The item at `from` goes to `to` (indexes in `items`); the caller reorders and saves. */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * A vertical list reordered by dragging (mouse, touch), by keyboard (Space, arrows, Space,
 * through dnd-kit's keyboard sensor) or with Move up / Move down buttons. Every move is
 * announced with the item's new position.
 */
export function SortableList<T>({
  label,
  items,
  getId,
  getLabel,
  onMove,
  renderItem,
  disabled = false,
}: SortableListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  // Where the dragged item was last announced; a holder that lives as long as the list.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const [status, setStatus] = useState('');
  // The row moved by a button, to keep focus on it once it re-renders in its new place.
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  const labelOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? 'Item' : getLabel(item);
  };

  // A moved row is re-rendered elsewhere: keep focus on its button (or the other one at an end).
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    const row = listRef.current?.querySelector(`[data-row-id="${target.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  });

  const moveWithButton = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length) return;
    onMove(from, to);
    setStatus(`${getLabel(item)} moved to position ${to + 1} of ${items.length}.`);
    refocus.current = { id: getId(item), direction: to < from ? 'up' : 'down' };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from !== -1 && to !== -1) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortableAnnouncements({
          positionOf: (id) => indexOf(id) + 1,
          labelOf,
          count: items.length,
          lastOver,
        }),
        screenReaderInstructions: SORTABLE_INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol ref={listRef} aria-label={label} className="border border-line bg-surface">
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={(to) => moveWithButton(index, to)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p role="status" className="sr-only">
        {status}
      </p>
    </DndContext>
  );
}
