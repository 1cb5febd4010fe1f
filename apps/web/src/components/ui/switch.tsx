import { useId } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, also the switch's accessible name. */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (WAI-ARIA switch pattern), e.g. the gallery's "Available" toggle. */
export function Switch({ checked, onCheckedChange, label, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors duration-200 disabled:opacity-50',
          checked ? 'border-accent bg-accent' : 'border-muted bg-surface',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-4 rounded-full transition-transform duration-200',
            checked ? 'translate-x-6 bg-white' : 'translate-x-1 bg-muted',
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-sm select-none">
        {label}
      </label>
    </span>
  );
}
