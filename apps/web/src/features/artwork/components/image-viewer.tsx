import { ZOOM, srcSetOf, type ImageMeta } from '@atelier/core';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { DeepZoomLayer } from './deep-zoom-layer';
import { useZoomPan } from './use-zoom-pan';
import { ViewerToolbar } from './viewer-toolbar';

interface ImageViewerProps {
  image: ImageMeta;
  alt: string;
  title: string;
  onClose: () => void;
}

const PAN_STEP = 48;

/**
 * Full-screen viewer (docs/product.md §2): zoom 0.5–5 from 1, where 1 is the painting fitted to 90% of
 * the screen; + or = zooms in, - out, 0 resets, Escape closes; wheel, drag and pinch work too.
 * An image with deep-zoom tiles gets them drawn over it, so 5× shows the original's own pixels
 * (decision 035); older images zoom their largest display variant.
 * A modal dialog: focus stays inside and returns to the opener on close.
 */
export function ImageViewer({ image, alt, title, onClose }: ImageViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const hintId = useId();
  const view = useZoomPan(stageRef, imageRef);
  const { wheel } = view;

  useFocusTrap(dialogRef, true, { onEscape: onClose });
  useBodyScrollLock(true);

  // A non-passive listener: React's onWheel cannot stop the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      wheel(event.deltaY);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [wheel]);

  const onKeyDown = (event: KeyboardEvent) => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    if (event.key === '+' || event.key === '=') view.zoomIn();
    else if (event.key === '-') view.zoomOut();
    else if (event.key === '0') view.reset();
    else if (arrows[event.key] && view.zoom > ZOOM.default) view.panBy(...arrows[event.key]!);
    else return;
    event.preventDefault();
  };

  const srcSet = srcSetOf(image) ?? undefined;
  const tiles = image.deep_zoom ?? null;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: image viewer`}
      aria-describedby={hintId}
      // Focusable so a click on the painting keeps focus (and the zoom keys) in the dialog.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-paper focus:outline-none motion-safe:animate-fade-in"
    >
      <ViewerToolbar
        title={title}
        zoom={view.zoom}
        onZoomIn={view.zoomIn}
        onZoomOut={view.zoomOut}
        onReset={view.reset}
        onClose={onClose}
      />
      <div
        ref={stageRef}
        data-testid="viewer-stage"
        {...view.pointerHandlers}
        onDoubleClick={() => (view.zoom > ZOOM.default ? view.reset() : view.zoomIn())}
        className={cn(
          'relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none',
          view.zoom > ZOOM.default && (view.dragging ? 'cursor-grabbing' : 'cursor-grab'),
        )}
      >
        <img
          ref={imageRef}
          src={image.url}
          srcSet={srcSet}
          sizes="90vw"
          alt={alt}
          width={image.width}
          height={image.height}
          draggable={false}
          data-zoom={view.zoom}
          style={{
            transform: `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.zoom})`,
          }}
          className={cn(
            // 90%: "fit to screen" leaves a margin of wall around the painting (docs/product.md §2).
            'h-auto max-h-[90%] w-auto max-w-[90%]',
            // With tiles drawn over it, the image jumps as they do, so the two never part.
            !view.dragging &&
              !tiles &&
              'transition-transform duration-150 ease-out motion-reduce:transition-none',
          )}
        />
        {tiles && (
          <DeepZoomLayer
            tiles={tiles}
            zoom={view.zoom}
            pan={view.pan}
            stageRef={stageRef}
            imageRef={imageRef}
          />
        )}
      </div>
      <p id={hintId} className="hidden px-4 py-2 text-center text-xs text-muted sm:block">
        + or = to zoom in, − to zoom out, 0 to reset, arrows to move, Escape to close.
      </p>
    </div>,
    document.body,
  );
}
