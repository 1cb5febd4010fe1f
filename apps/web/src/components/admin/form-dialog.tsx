import { useId, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui';
import { Modal, modalActionsClass } from './modal';

interface FormDialogProps {
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  onCancel: () => void;
  /** The form, with its own buttons. */
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog around a short form (WAI-ARIA dialog): focus starts in its first field.
 * Mounted only while open. A yes/no question is a ConfirmDialog.
 */
export function FormDialog({ title, description, onCancel, children, className }: FormDialogProps) {
  const id = useId();
  return (
    <Modal
      role="dialog"
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      onCancel={onCancel}
      className={className}
    >
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {description}
        </p>
      )}
      {children}
    </Modal>
  );
}

interface FormDialogActionsProps {
  submitLabel: string;
  /** Said on the submit button while the form is being sent. */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A dialog form's Cancel and submit buttons, stuck to the dialog's bottom (modalActionsClass). */
export function FormDialogActions({
  submitLabel,
  busyLabel,
  busy,
  onCancel,
}: FormDialogActionsProps) {
  return (
    <div className={modalActionsClass}>
      <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
        Cancel
      </button>
      <Button type="submit" loading={busy} loadingLabel={busyLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
