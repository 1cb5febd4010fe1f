export type PageItem = number | 'ellipsis';

/**
 * Page numbers to show (docs/product.md §2): the first page, the last page and the current page ± 1,
 * with an ellipsis wherever numbers are skipped.
 */
export function paginationRange(current: number, total: number): PageItem[] {
  if (!(total >= 1)) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const out: PageItem[] = [];
  shown.forEach((n, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && n - previous > 1) out.push('ellipsis');
    out.push(n);
  });
  return out;
}
