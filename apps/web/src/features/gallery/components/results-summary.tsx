interface ResultsSummaryProps {
  offset: number;
  count: number;
  total: number;
}

/** "Showing x-y of total artworks" (docs/product.md §2), announced politely when filters change it. */
export function ResultsSummary({ offset, count, total }: ResultsSummaryProps) {
  const first = count > 0 ? offset + 1 : 0;
  const last = offset + count;
  return (
    <p aria-live="polite" className="text-sm text-muted tabular-nums">
      Showing {first}-{last} of {total} artworks
    </p>
  );
}
