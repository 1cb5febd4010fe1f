import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));

interface Options {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, keeps Tab and Shift+Tab inside `containerRef`, closes on Escape and, when it
 * ends, returns focus to whatever had it before (WAI-ARIA dialog pattern).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocus }: Options = {},
) {
  // Kept in a ref so a new callback each render does not re-run the trap (and steal focus).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? focusables(container)[0] ?? container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      } else if (!container.contains(document.activeElement)) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Only restore when focus is still ours: a link inside may have moved it on purpose.
      if (
        previous?.isConnected &&
        (container.contains(document.activeElement) || document.activeElement === document.body)
      ) {
        previous.focus();
      }
    };
  }, [active, containerRef, initialFocus]);
}
