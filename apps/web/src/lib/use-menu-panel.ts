import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';

/**
 * A small-screen menu panel: while open it keeps focus inside and locks the page behind; it
 * closes on Escape, on any navigation (a link, the back button) and when the window grows past
 * the breakpoint where the panel's toggle is hidden (the page would stay locked otherwise).
 */
export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useFocusTrap(panelRef, open, { onEscape: () => setOpen(false) });
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.('(min-width: 768px)');
    const onChange = () => wide?.matches && setOpen(false);
    wide?.addEventListener?.('change', onChange);
    return () => wide?.removeEventListener?.('change', onChange);
  }, [open]);

  return { open, setOpen, panelRef };
}
