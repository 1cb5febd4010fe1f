import type { ReactNode } from 'react';
import { fieldMessage } from './field-message';

interface FieldNotesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  /** The field's label: the subject of an error that is only a predicate (fieldMessage). */
  label?: ReactNode;
  /** The hint's size: public forms read it at body size, the admin's denser screens smaller. */
  hintClassName: string;
}

/**
 * A field's hint and error under its control, each under the id the control is described by
 * (from useFieldControl), so the public and admin fields announce them the same way.
 */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
  label,
  hintClassName,
}: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {fieldMessage(error, label)}
        </p>
      )}
    </>
  );
}
