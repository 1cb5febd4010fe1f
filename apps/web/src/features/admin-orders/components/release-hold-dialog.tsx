import { ConfirmDialog } from '@/components/admin';

interface ReleaseHoldDialogProps {
  open: boolean;
  orderNumber: string;
  onRelease: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** The question before a pending order's hold ends (the order screen and the works on hold ask it alike). */
export function ReleaseHoldDialog({
  open,
  orderNumber,
  onRelease,
  onCancel,
}: ReleaseHoldDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Release the works held by ${orderNumber}?`}
      confirmLabel="Release"
      cancelLabel="Keep holding"
      onConfirm={onRelease}
      onCancel={onCancel}
    >
      They go back on sale at once and the order expires. The buyer is not emailed; if they still
      pay while the works are free, the order is paid as usual, and a card payment for works someone
      else has bought meanwhile is refunded automatically.
    </ConfirmDialog>
  );
}
