import type { ReactNode } from 'react';
import { TextField } from '@/components/admin';

interface CountedTextFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  /** The most characters allowed; the count beside the label shows how many are left. */
  max: number;
  onChange: (value: string) => void;
}

/** A line of an issue kept short for inboxes (subject, preheader): typed text stops at `max`. */
export function CountedTextField({ value, max, onChange, ...field }: CountedTextFieldProps) {
  return (
    <TextField
      {...field}
      aside={`${value.length}/${max}`}
      value={value}
      maxLength={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
