import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/ui';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { AdminNav, type AdminNavBadges } from './admin-nav';

const PANEL_ID = 'admin-menu';

interface AdminMobileMenuProps {
  badges?: AdminNavBadges;
  /** View site, the signed-in user and Log out, under the sections. */
  footer: ReactNode;
}

/**
 * Phones: a menu button opening the sections in a panel that keeps focus inside, closes on
 * Escape, on the close button and on any navigation, and locks the page behind.
 */
export function AdminMobileMenu({ badges, footer }: AdminMobileMenuProps) {
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
    // Past the breakpoint the sidebar shows; close so the page is not left locked.
    const wide = window.matchMedia?.('(min-width: 768px)');
    const onChange = () => wide?.matches && setOpen(false);
    wide?.addEventListener?.('change', onChange);
    return () => wide?.removeEventListener?.('change', onChange);
  }, [open]);

  return (
    <>
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
      <div hidden={!open} className="fixed inset-0 z-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-ink/40"
          onClick={() => setOpen(false)}
        />
        <div
          ref={panelRef}
          id={PANEL_ID}
          role="dialog"
          aria-modal="true"
          aria-label="Admin menu"
          className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-fade-in flex-col overflow-y-auto bg-paper px-3 py-3"
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
          <nav aria-label="Admin" className="mt-2">
            <AdminNav badges={badges} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto border-t border-line pt-3">{footer}</div>
        </div>
      </div>
    </>
  );
}
