import type { ReactNode } from 'react';

interface CheckRowProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The box's size and colour. */
  boxClassName: string;
  /** The choice's name, and anything shown beside it. */
  children: ReactNode;
}

/** One choice of an admin checkbox list: a row tall enough to tap, all of it toggling the box. */
export function CheckRow({ checked, onCheckedChange, boxClassName, children }: CheckRowProps) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={boxClassName}
      />
      {children}
    </label>
  );
}
