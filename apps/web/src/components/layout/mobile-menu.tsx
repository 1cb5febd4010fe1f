import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/ui';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { MainNav } from './main-nav';

const PANEL_ID = 'mobile-menu';

/** Small screens: a toggle and a full-screen panel that traps focus, closes on Escape and on navigation. */
export function MobileMenu({ footer }: { footer?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any route change (a link, back button) closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useFocusTrap(panelRef, open, { onEscape: () => setOpen(false) });
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    // Growing past the breakpoint hides the toggle; close so the page is not left locked.
    const wide = window.matchMedia?.('(min-width: 768px)');
    const onChange = () => wide?.matches && setOpen(false);
    wide?.addEventListener?.('change', onChange);
    return () => wide?.removeEventListener?.('change', onChange);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center"
      >
        <MenuIcon width={22} height={22} />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-paper px-6 py-4"
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center"
          >
            <CloseIcon width={22} height={22} />
          </button>
        </div>
        <nav aria-label="Main" className="mt-8">
          <MainNav layout="stack" onNavigate={() => setOpen(false)} />
        </nav>
        {footer && <div className="mt-auto pb-6">{footer}</div>}
      </div>
    </div>
  );
}
