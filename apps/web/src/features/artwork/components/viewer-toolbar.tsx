import { ZOOM } from '@atelier/core';
import { CloseIcon, MinusIcon, PlusIcon } from '@/components/ui';
import { cn } from '@/lib/cn';

interface ViewerToolbarProps {
  title: string;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  onClose: () => void;
}

const TOOL =
  'inline-flex size-11 items-center justify-center text-ink hover:bg-placeholder disabled:cursor-not-allowed disabled:opacity-40';

/** Title, zoom out, the level (announced), zoom in, fit to screen and close. */
export function ViewerToolbar({
  title,
  zoom,
  onZoomIn,
  onZoomOut,
  onReset,
  onClose,
}: ViewerToolbarProps) {
  return (
    <div className="relative z-10 flex items-center justify-end gap-2 border-b border-line bg-paper/95 px-3 py-2 sm:justify-between">
      {/* On phones the controls need the whole row; the title is in the dialog's name anyway. */}
      <p className="hidden min-w-0 truncate px-2 font-display text-lg sm:block">{title}</p>
      <div role="group" aria-label="Zoom controls" className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={onZoomOut}
          disabled={zoom <= ZOOM.min}
          aria-label="Zoom out"
          className={TOOL}
        >
          <MinusIcon />
        </button>
        <output
          aria-live="polite"
          aria-label="Zoom level"
          className="w-14 text-center text-sm tabular-nums"
        >
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          onClick={onZoomIn}
          disabled={zoom >= ZOOM.max}
          aria-label="Zoom in"
          className={TOOL}
        >
          <PlusIcon />
        </button>
        <button type="button" onClick={onReset} className={cn(TOOL, 'w-auto px-3 text-sm')}>
          Fit to screen
        </button>
        <button type="button" onClick={onClose} aria-label="Close viewer" className={TOOL}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
