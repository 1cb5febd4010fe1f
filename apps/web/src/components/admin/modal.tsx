import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';

/**
 * A modal's row of buttons: it sticks to the bottom of the panel, which scrolls inside when
 * taller than the screen, so the buttons stay in reach however long the form (issue 44:
 * "Reserve for a buyer" on a phone). Submit last, first on phones (the thumb's end).
 */
export const modalActionsClass =
  'sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-col-reverse gap-2 border-t border-line bg-surface px-6 py-3 sm:flex-row sm:justify-end';

interface ModalProps {
  /** 'alertdialog' for a question that interrupts (ConfirmDialog), 'dialog' for a form. */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  onCancel: () => void;
  /** Where focus starts; the first focusable element without it. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The admin's modal panel, mounted only while open: focus moves in and stays inside, Escape
 * or the backdrop cancel, the page behind does not scroll, and a tall panel scrolls inside.
 */
export function Modal({
  role,
  labelledBy,
  describedBy,
  onCancel,
  initialFocus,
  className,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { onEscape: onCancel, initialFocus });
  useBodyScrollLock(true);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/40" onClick={onCancel} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={cn(
          'relative max-h-[calc(100dvh-2rem)] w-full max-w-md animate-fade-in overflow-y-auto border border-line bg-surface p-6 shadow-lg',
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
