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
  /** Where the item was last announced as being; kept by the caller across renders. */
  lastOver: { current: UniqueIdentifier | null };
}

/** dnd-kit announcements that speak in positions ("moved to position 3 of 12"). */
export function sortableAnnouncements(positions: Positions): Announcements {
  const { positionOf, labelOf, count, lastOver } = positions;
  const of = (id: UniqueIdentifier) => `position ${positionOf(id)} of ${count}`;
  return {
    onDragStart: ({ active }) => {
      // The item is first "over" its own place: that is not news, and would cut this short.
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)} at ${of(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${labelOf(active.id)} is over ${of(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at ${of(over.id)}.`
        : `${labelOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled. It stays at ${of(active.id)}.`,
  };
}
