import { useId } from 'react';

/** Props a control spreads on itself so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids that tie a label, a control, its hint and its error together: the control is
 * labelled by the label (`htmlFor={id}`), described by the hint and the error, and marked
 * invalid with the error. Every field of the app (public form kit and admin) wires itself so.
 */
export function useFieldControl({ hint, error }: { hint?: unknown; error?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return { id, hintId, errorId, control };
}
