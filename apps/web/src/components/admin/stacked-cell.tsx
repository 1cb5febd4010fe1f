import type { ReactNode } from 'react';

interface StackedCellProps {
  /** The main line: a name, a subject. */
  children: ReactNode;
  /** The smaller, muted line under it: an email, a kind. */
  detail: ReactNode;
  /** Bold main line, where it is what names the row. */
  strong?: boolean;
}

/** A table cell of two lines, the second one quieter (a buyer's name over their email). */
export function StackedCell({ children, detail, strong = false }: StackedCellProps) {
  return (
    <>
      <span className={strong ? 'block font-medium' : 'block'}>{children}</span>
      <span className="block text-xs text-muted">{detail}</span>
    </>
  );
}
