import { paginationRange } from '@atelier/core';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface BlogPaginationProps {
  page: number;
  pages: number;
  /** The link of a page, keeping the other query parameters. */
  hrefOf: (page: number) => string;
}

const item = 'inline-flex min-h-10 min-w-10 items-center justify-center px-3 text-sm';
const link = cn(item, 'border border-transparent hover:border-line hover:text-accent');

/**
 * Previous/Next and page numbers (first, last, current ± 1, with ellipses; docs/product.md §2). Pages are
 * links, so each page has its own URL and can be opened in a new tab.
 */
export function BlogPagination({ page, pages, hrefOf }: BlogPaginationProps) {
  if (pages <= 1) return null;
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} className={link}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(item, 'text-muted/60')}>
        {label}
      </span>
    );

  return (
    <nav aria-label="Pagination" className="mt-16 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{edge(page - 1, 'Previous', page > 1)}</li>
        {paginationRange(page, pages).map((entry, index) => (
          <li key={entry === 'ellipsis' ? `gap-${index}` : entry}>
            {entry === 'ellipsis' ? (
              <span aria-hidden="true" className={cn(item, 'text-muted')}>
                …
              </span>
            ) : entry === page ? (
              <span aria-current="page" className={cn(item, 'border border-ink font-medium')}>
                <span className="sr-only">Page </span>
                {entry}
              </span>
            ) : (
              <Link to={hrefOf(entry)} className={link} aria-label={`Page ${entry}`}>
                {entry}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(page + 1, 'Next', page < pages)}</li>
      </ul>
    </nav>
  );
}
