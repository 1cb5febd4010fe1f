import { MenuButton, MenuPanel } from '@/components/ui';
import { useMenuPanel } from '@/lib/use-menu-panel';
import { MainNav } from './main-nav';

const PANEL_ID = 'mobile-menu';

/** Small screens: a toggle and a full-screen panel that traps focus, closes on Escape and on navigation. */
export function MobileMenu({ footer }: { footer?: React.ReactNode }) {
  const { open, setOpen, panelRef } = useMenuPanel();
  return (
    <div className="md:hidden">
      <MenuButton open={open} panelId={PANEL_ID} onOpen={() => setOpen(true)} />
      <MenuPanel
        panelRef={panelRef}
        id={PANEL_ID}
        label="Menu"
        hidden={!open}
        className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-paper px-6 py-4"
        onClose={() => setOpen(false)}
      >
        <nav aria-label="Main" className="mt-8">
          <MainNav layout="stack" onNavigate={() => setOpen(false)} />
        </nav>
        {footer && <div className="mt-auto pb-6">{footer}</div>}
      </MenuPanel>
    </div>
  );
}
