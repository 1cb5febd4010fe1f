import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './form-styles';

/** The row above a table: search and filters on the left, secondary actions on the right. */
export function Toolbar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mb-4 flex flex-wrap items-end gap-3', className)}>{children}</div>;
}

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box (type="search": Escape clears it in most browsers). */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div role="search" className={cn('min-w-48 flex-1', className)}>
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses()}
      />
    </div>
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled select for one filter (a native select: best on phones). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className={cn('w-full sm:w-44', className)}>
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className={inputClasses('pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
