import { CloseIcon, MenuIcon } from './icons';

const iconButton = 'inline-flex size-11 items-center justify-center';

/** The "Menu" toggle of a small-screen menu panel. */
export function MenuButton({
  open,
  panelId,
  onOpen,
}: {
  open: boolean;
  panelId: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label="Menu"
      onClick={onOpen}
      className={iconButton}
    >
      <MenuIcon width={22} height={22} />
    </button>
  );
}

/** The panel's "Close menu" button, top right. */
export function CloseMenuButton({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex justify-end">
      <button type="button" onClick={onClose} aria-label="Close menu" className={iconButton}>
        <CloseIcon width={22} height={22} />
      </button>
    </div>
  );
}
