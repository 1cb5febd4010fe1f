import type { ReactNode } from 'react';
import type { Column } from './data-table';
import { tableDate } from './format-date';

/** Dates keep to one line and their digits line up down the column. */
const DATE_CELL = 'whitespace-nowrap tabular-nums';

interface DateColumnOptions<T> {
  key: string;
  header: string;
  /** The row's ISO timestamp. */
  at: (row: T) => string;
  /** The visible label: the plain date unless the time of day matters. */
  format?: (iso: string) => string;
  /** A fuller date shown on hover, where the visible one is shortened. */
  hover?: (iso: string) => string;
  /** Phones keep only what names the row; a date they can read on its own page. */
  hideOnPhones?: boolean;
}

/** A column of dates as machine-readable `<time>` elements. */
export function dateColumn<T>({
  key,
  header,
  at,
  format = tableDate,
  hover,
  hideOnPhones = false,
}: DateColumnOptions<T>): Column<T> {
  return {
    key,
    header,
    className: hideOnPhones ? `hidden sm:table-cell ${DATE_CELL}` : DATE_CELL,
    cell: (row) => {
      const iso = at(row);
      return (
        <time dateTime={iso} title={hover?.(iso)}>
          {format(iso)}
        </time>
      );
    },
  };
}

interface ActionsColumnOptions {
  key?: string;
  /** The header, read by screen readers only: the buttons speak for themselves on screen. */
  label?: string;
  className?: string;
}

/** The last column: a row's buttons or links, right-aligned under a header only screen readers hear. */
export function actionsColumn<T>(
  cell: (row: T) => ReactNode,
  { key = 'actions', label = 'Actions', className }: ActionsColumnOptions = {},
): Column<T> {
  return {
    key,
    header: <span className="sr-only">{label}</span>,
    align: 'right',
    card: 'actions',
    className,
    cell,
  };
}
