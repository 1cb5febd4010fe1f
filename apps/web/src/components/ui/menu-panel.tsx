import type { ReactNode, RefObject } from 'react';
import { CloseMenuButton } from './menu-buttons';

interface MenuPanelProps {
  /** useMenuPanel's ref: focus stays inside it while open. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** The id the MenuButton controls. */
  id: string;
  label: string;
  /** Set when the panel itself hides; a panel inside a hidden backdrop leaves it out. */
  hidden?: boolean;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small-screen menu's modal panel, named by `label`, with its "Close menu" button on top. */
export function MenuPanel({
  panelRef,
  id,
  label,
  hidden,
  className,
  onClose,
  children,
}: MenuPanelProps) {
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      hidden={hidden}
      className={className}
    >
      <CloseMenuButton onClose={onClose} />
      {children}
    </div>
  );
}
