import { useState, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses (e.g. while a mutation runs). */
  loading?: boolean;
  /** Text announced while loading; the visible label stays to keep the width. */
  loadingLabel?: string;
  /** Returning a promise keeps the button busy until it settles: no double submit. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Please wait',
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof result.then === 'function') {
      setPending(true);
      result.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };

  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled}
      // aria-disabled rather than disabled while busy keeps focus on the button.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy && <Spinner size="sm" label={loadingLabel} />}
      {children}
    </button>
  );
}
