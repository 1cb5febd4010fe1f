import { paginationRange } from '@atelier/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  pages: number;
  /** URL of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
}

const ITEM = 'inline-flex min-h-11 min-w-11 items-center justify-center px-3 text-sm tabular-nums';

// Query-only navigations keep the scroll position; a new page of works starts at the top.
const toTop = () => window.scrollTo({ top: 0 });

/** Previous, page numbers (first, last, current ± 1, ellipses between: docs/product.md §2) and Next. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-16 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Step to={page > 1 ? hrefFor(page - 1) : null}>Previous</Step>
        </li>
        {paginationRange(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={cn(ITEM, 'text-muted')}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={toTop}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  ITEM,
                  item === page
                    ? 'bg-ink text-paper'
                    : 'text-ink underline-offset-4 hover:underline',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={page < pages ? hrefFor(page + 1) : null}>Next</Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous/Next: a link, or a visibly disabled label at either end. */
function Step({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(ITEM, 'cursor-not-allowed text-muted opacity-60')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} onClick={toTop} className={cn(ITEM, 'hover:underline underline-offset-4')}>
      {children}
    </Link>
  );
}
