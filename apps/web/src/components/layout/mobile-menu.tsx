import { lazy, Suspense, type ReactNode } from 'react';
import { MenuButton } from '@/components/ui';
import { useAfterLoad } from '@/lib/use-after-load';
import { useMenuOpen } from '@/lib/use-menu-open';

const PANEL_ID = 'mobile-menu';

const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })),
);

/**
 * Small screens: a toggle and a full-screen panel that traps focus, closes on Escape and on
 * navigation. The panel is closed on arrival, so its code (the focus trap, the scroll lock) is
 * not part of the page's first load: it loads a few seconds after the page, as the cart panel
 * does, or at once when the visitor opens the menu first.
 */
export function MobileMenu({ footer }: { footer?: ReactNode }) {
  const { open, setOpen, close } = useMenuOpen();
  const later = useAfterLoad(3000);
  return (
    <div className="md:hidden">
      <MenuButton open={open} panelId={PANEL_ID} onOpen={() => setOpen(true)} />
      {(later || open) && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={PANEL_ID} open={open} onClose={close} footer={footer} />
        </Suspense>
      )}
    </div>
  );
}
