import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a small-screen menu is open, and a stable `close`; any navigation (a link, the back
 * button) closes it.
 */
export function useMenuOpen() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, close };
}
