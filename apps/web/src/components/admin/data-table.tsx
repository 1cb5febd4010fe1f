import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useWideScreen } from '@/lib/use-wide-screen';
import { DataCards } from './data-cards';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Applied to the header and every cell, e.g. 'hidden md:table-cell' to drop a column on phones. */
  className?: string;
  align?: 'left' | 'right';
  /**
   * Its place on the row's card below 1024 px (DataCards): 'title' heads the card, 'actions'
   * ends it, 'hidden' leaves it out; otherwise ('fact') a line of the header and the value.
   */
  card?: 'title' | 'fact' | 'actions' | 'hidden';
}

/** Rows are keyed by their id: every admin list row has one. */
interface DataTableProps<T extends { id: string | number }> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowClassName?: (row: T) => string | undefined;
  /** True while a new page or filter loads over the old rows: they dim, nothing jumps. */
  busy?: boolean;
}

const cellBase = 'px-3 py-3 align-middle first:pl-4 last:pr-4';

/**
 * A dense, calm table (Shopify/Ghost admin): hairline rows, muted headers, tabular figures.
 * Below 1024 px the same rows are cards (DataCards), so no admin list scrolls sideways on a
 * phone or a tablet (decision 050).
 */
export function DataTable<T extends { id: string | number }>(props: DataTableProps<T>) {
  const wide = useWideScreen();
  if (!wide)
    return (
      <DataCards
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        busy={props.busy ?? false}
      />
    );
  return <Table {...props} />;
}

function Table<T extends { id: string | number }>({
  caption,
  columns,
  rows,
  rowClassName,
  busy = false,
}: DataTableProps<T>) {
  return (
    // relative: visually hidden header text (position: absolute) stays inside the scrolling
    // frame instead of widening the page on phones.
    <div className="relative overflow-x-auto border border-line bg-surface">
      <table
        aria-busy={busy || undefined}
        className={cn(
          'w-full border-collapse text-left text-sm transition-opacity duration-150',
          busy && 'opacity-60',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  cellBase,
                  'py-2.5 font-medium',
                  column.align === 'right' && 'text-right',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn('border-b border-line last:border-b-0', rowClassName?.(row))}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    cellBase,
                    column.align === 'right' && 'text-right',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Loading rows shaped like the table: a header line and `rows` lines. */
export function DataTableSkeleton({ rows = 8, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <div aria-hidden="true" className="border border-line bg-surface">
      <div className="flex gap-6 border-b border-line px-4 py-3">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} className="h-3 flex-1" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-6 border-b border-line px-4 py-4 last:border-b-0">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className={cn('h-4 flex-1', c === 0 && 'flex-[2]')} />
          ))}
        </div>
      ))}
    </div>
  );
}
