import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Column } from './data-table';

interface DataCardsProps<T extends { id: string | number }> {
  /** Names the list for screen readers, as the table's caption does. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  busy: boolean;
}

/**
 * A table's rows as cards, for screens narrower than a table needs (decision 050): the
 * columns marked `card: 'title'` head each card side by side (a checkbox, a picture, a name), every other column is a line of its header
 * and its value (unless marked 'hidden'), and the actions column's buttons end the card with
 * room to tap them. Nothing scrolls sideways.
 */
export function DataCards<T extends { id: string | number }>({
  caption,
  columns,
  rows,
  busy,
}: DataCardsProps<T>) {
  const shown = columns.filter((c) => c.card !== 'hidden');
  const titles = shown.filter((c) => c.card === 'title');
  const facts = shown.filter((c) => c.card === undefined || c.card === 'fact');
  const actions = shown.filter((c) => c.card === 'actions');
  return (
    <ul
      aria-label={caption}
      aria-busy={busy || undefined}
      className={cn('space-y-3 transition-opacity duration-150', busy && 'opacity-60')}
    >
      {rows.map((row) => (
        <li key={row.id} className="min-w-0 border border-line bg-surface p-4 text-sm">
          {titles.length > 0 && (
            <div className="flex min-w-0 items-center gap-3 text-base">
              {titles.map((c) => (
                <div key={c.key} className="min-w-0 break-words last:flex-1">
                  {c.cell(row)}
                </div>
              ))}
            </div>
          )}
          {facts.length > 0 && (
            <dl className={cn('space-y-2', titles.length > 0 && 'mt-3')}>
              {facts.map((c) => (
                <Fact key={c.key} label={c.header}>
                  {c.cell(row)}
                </Fact>
              ))}
            </dl>
          )}
          {actions.map((c) => (
            <div key={c.key} className="mt-3 flex flex-wrap justify-end gap-2">
              {c.cell(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** One line of a card: the column's header, then its value, wrapping under it when long. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-right break-words">{children}</dd>
    </div>
  );
}
