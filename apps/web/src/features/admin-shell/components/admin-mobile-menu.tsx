import type { ReactNode } from 'react';
import { MenuButton, MenuPanel } from '@/components/ui';
import { useMenuPanel } from '@/lib/use-menu-panel';
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
  const { open, setOpen, panelRef } = useMenuPanel();
  return (
    <>
      <MenuButton open={open} panelId={PANEL_ID} onOpen={() => setOpen(true)} />
      <div hidden={!open} className="fixed inset-0 z-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-ink/40"
          onClick={() => setOpen(false)}
        />
        <MenuPanel
          panelRef={panelRef}
          id={PANEL_ID}
          label="Admin menu"
          className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-fade-in flex-col overflow-y-auto bg-paper px-3 py-3"
          onClose={() => setOpen(false)}
        >
          <nav aria-label="Admin" className="mt-2">
            <AdminNav badges={badges} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto border-t border-line pt-3">{footer}</div>
        </MenuPanel>
      </div>
    </>
  );
}
