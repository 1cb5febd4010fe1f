import { useRef, type ReactNode } from 'react';
import { MenuPanel } from '@/components/ui';
import { useMenuPanelBehaviour } from '@/lib/use-menu-panel';
import { MainNav } from './main-nav';

interface MobileMenuPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  footer?: ReactNode;
}

/**
 * The small-screen menu's full-screen panel: it traps focus, locks the page and closes on
 * Escape. Its own chunk: mobile-menu.tsx loads it after the page, or when the menu is opened.
 */
export function MobileMenuPanel({ id, open, onClose, footer }: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useMenuPanelBehaviour(panelRef, open, onClose);
  return (
    <MenuPanel
      panelRef={panelRef}
      id={id}
      label="Menu"
      hidden={!open}
      className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-paper px-6 py-4"
      onClose={onClose}
    >
      <nav aria-label="Main" className="mt-8">
        <MainNav layout="stack" onNavigate={onClose} />
      </nav>
      {footer && <div className="mt-auto pb-6">{footer}</div>}
    </MenuPanel>
  );
}
