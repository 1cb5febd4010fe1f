import { Button, type ButtonProps } from '@/components/ui';

interface RowButtonProps extends Pick<ButtonProps, 'className' | 'onClick' | 'variant'> {
  /** The verb on the button: "Delete". */
  children: string;
  /** What the row is, read after the verb so each row's button has its own name: "Delete Blue vase". */
  what: string;
}

/** A small action on one row of an admin list (Rename, Delete, Release). */
export function RowButton({
  children,
  what,
  variant = 'ghost',
  className,
  onClick,
}: RowButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      aria-label={`${children} ${what}`}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
