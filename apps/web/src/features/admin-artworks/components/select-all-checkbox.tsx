import { useEffect, useRef } from 'react';

interface SelectAllCheckboxProps {
  /** How many of `total` rows are selected. */
  selected: number;
  total: number;
  onChange: (selectAll: boolean) => void;
}

/** The header checkbox: checked when every row of the page is, "mixed" when some are. */
export function SelectAllCheckbox({ selected, total, onChange }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all artworks on this page"
      checked={total > 0 && selected === total}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 accent-accent align-middle"
    />
  );
}
