import { paginationRange, type Pagination as PaginationInfo } from '@atelier/core';
import { cn } from '@/lib/cn';

interface PaginationProps {
  pagination: PaginationInfo;
  onPageChange: (page: number) => void;
  /** What is counted: "Showing 1–20 of 134 subscribers". */
  noun: string;
  className?: string;
}

const pageButton =
  'inline-flex min-h-9 min-w-9 items-center justify-center px-2 text-sm tabular-nums hover:bg-placeholder disabled:opacity-40 disabled:hover:bg-transparent';

/** "1 order" for a count of one: the plural noun without its last "s" ("entries" → "entry"). */
const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * How many there are ("3 orders"; "Showing 21–40 of 134 orders" once there are pages) and
 * page buttons (first, last, current ± 1) for admin tables. Never "1–1 of 1" (issue 44).
 */
export function Pagination({ pagination, onPageChange, noun, className }: PaginationProps) {
  const { total, pages, page, limit } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-muted tabular-nums">
        {pages > 1
          ? `Showing ${first}–${last} of ${total} ${noun}`
          : `${total} ${total === 1 ? singular(noun) : noun}`}
      </p>
      {pages > 1 && (
        <ul className="flex items-center gap-1">
          {/* Phones get Previous, "Page x of y" and Next; wider screens the page numbers. */}
          <li>
            <button
              type="button"
              className={pageButton}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              Previous
            </button>
          </li>
          {paginationRange(page, pages).map((item, index) =>
            item === 'ellipsis' ? (
              <li
                key={`gap-${index}`}
                aria-hidden="true"
                className="hidden px-1 text-muted sm:block"
              >
                …
              </li>
            ) : (
              <li key={item} className="hidden sm:block">
                <button
                  type="button"
                  className={cn(pageButton, item === page && 'bg-ink text-paper hover:bg-ink')}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={`Page ${item}`}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li className="px-2 text-muted tabular-nums sm:hidden">
            Page {page} of {pages}
          </li>
          <li>
            <button
              type="button"
              className={pageButton}
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              Next
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
