import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears while an item is moved with the keyboard (or a pointer). */
export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter. Use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

interface Positions {
  /** 1-based position of the item with this id, or 0 when it is gone. */
  positionOf: (id: UniqueIdentifier) => number;
  labelOf: (id: UniqueIdentifier) => string;
  count: number;
}

/** dnd-kit announcements that speak in positions ("moved to position 3 of 12"). */
export function sortableAnnouncements({ positionOf, labelOf, count }: Positions): Announcements {
  const of = (id: UniqueIdentifier) => `position ${positionOf(id)} of ${count}`;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)} at ${of(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over ${of(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at ${of(over.id)}.`
        : `${labelOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled. It stays at ${of(active.id)}.`,
  };
}
