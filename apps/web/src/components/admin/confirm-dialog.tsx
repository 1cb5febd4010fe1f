import { useId, useRef, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui';
import { Modal, modalActionsClass } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (delete). */
  destructive?: boolean;
  /** May return a promise: the button shows progress and the dialog stays until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * A modal question (WAI-ARIA alertdialog): focus moves to the safe choice, stays inside, and
 * Escape or the backdrop cancel. The page behind does not scroll.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;

  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={children ? `${id}-body` : undefined}
      onCancel={onCancel}
      initialFocus={cancelRef}
    >
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      {children && (
        <div id={`${id}-body`} className="mt-2 text-sm text-muted">
          {children}
        </div>
      )}
      <div className={modalActionsClass}>
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
