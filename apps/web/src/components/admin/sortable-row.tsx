import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SortableRowProps {
  id: number;
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  children: ReactNode;
}

const moveButton =
  'inline-flex size-9 items-center justify-center text-muted hover:bg-placeholder hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * One row: a drag handle (pointer, touch and keyboard through dnd-kit), the content, and
 * Move up / Move down buttons, the single-pointer way to reorder (WCAG 2.5.7).
 */
export function SortableRow({
  id,
  label,
  index,
  count,
  disabled,
  onMove,
  children,
}: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-row-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex items-center gap-2 border-b border-line bg-surface py-2 pr-2 pl-1 last:border-b-0 sm:gap-3',
        isDragging && 'z-10 shadow-lg ring-1 ring-accent',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label}`}
        className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center text-muted hover:text-ink active:cursor-grabbing disabled:cursor-not-allowed"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="currentColor">
          {[5, 10, 15].map((y) => (
            <g key={y}>
              <circle cx="7" cy={y} r="1.5" />
              <circle cx="13" cy={y} r="1.5" />
            </g>
          ))}
        </svg>
      </button>
      <span aria-hidden="true" className="w-6 shrink-0 text-right text-xs text-muted tabular-nums">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0">
        <button
          type="button"
          data-move="up"
          className={moveButton}
          aria-label={`Move ${label} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          data-move="down"
          className={moveButton}
          aria-label={`Move ${label} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
