import { useEffect, useRef, type RefObject } from 'react';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import { useMenuOpen } from './use-menu-open';

/**
 * What an open menu panel does: it keeps focus inside and locks the page behind; it closes on
 * Escape and when the window grows past the breakpoint where the panel's toggle is hidden (the
 * page would stay locked otherwise). Apart from the state (use-menu-open.ts, a module of its
 * own), so a panel whose code loads later (the public site's) brings this along.
 */
export function useMenuPanelBehaviour(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useFocusTrap(panelRef, open, { onEscape: close });
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.('(min-width: 768px)');
    const onChange = () => wide?.matches && close();
    wide?.addEventListener?.('change', onChange);
    return () => wide?.removeEventListener?.('change', onChange);
  }, [open, close]);
}

/** A small-screen menu panel whose code is always there (the admin's): its state and behaviour. */
export function useMenuPanel() {
  const { open, setOpen, close } = useMenuOpen();
  const panelRef = useRef<HTMLDivElement>(null);
  useMenuPanelBehaviour(panelRef, open, close);
  return { open, setOpen, panelRef };
}
