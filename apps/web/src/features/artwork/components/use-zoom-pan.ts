import { ZOOM } from '@atelier/core';
import { useCallback, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampPan, clampZoom, type Pan } from '../lib/zoom';

const size = (el: HTMLElement | null) => ({
  width: el?.offsetWidth ?? 0,
  height: el?.offsetHeight ?? 0,
});

interface View {
  zoom: number;
  pan: Pan;
}

const INITIAL: View = { zoom: ZOOM.default, pan: { x: 0, y: 0 } };

/**
 * Zoom and pan of the image viewer: buttons and keys step by 0.5, the wheel by 0.01 per delta
 * unit, one pointer drags when zoomed in, two pointers pinch (docs/product.md §2).
 */
export function useZoomPan(
  stageRef: RefObject<HTMLElement | null>,
  imageRef: RefObject<HTMLElement | null>,
) {
  const [view, setView] = useState<View>(INITIAL);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  // The untransformed image size (offsetWidth ignores the CSS transform) against the stage.
  const fit = useCallback(
    (pan: Pan, zoom: number) => clampPan(pan, zoom, size(imageRef.current), size(stageRef.current)),
    [imageRef, stageRef],
  );

  const setZoom = useCallback(
    (update: (zoom: number) => number) =>
      setView((v) => {
        const zoom = clampZoom(update(v.zoom));
        // At 1 or below the image is always centred; zooming out pulls it back into view.
        return { zoom, pan: zoom <= ZOOM.default ? { x: 0, y: 0 } : fit(v.pan, zoom) };
      }),
    [fit],
  );

  const zoomIn = useCallback(() => setZoom((z) => z + ZOOM.step), [setZoom]);
  const zoomOut = useCallback(() => setZoom((z) => z - ZOOM.step), [setZoom]);
  const wheel = useCallback(
    (deltaY: number) => setZoom((z) => z - deltaY * ZOOM.wheelStep),
    [setZoom],
  );
  /** Back to 1: the image fitted to 90% of the screen, centred. */
  const reset = useCallback(() => setView(INITIAL), []);
  const panBy = useCallback(
    (dx: number, dy: number) =>
      setView((v) => ({ ...v, pan: fit({ x: v.pan.x + dx, y: v.pan.y + dy }, v.zoom) })),
    [fit],
  );

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom: view.zoom };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (pointers.current.size >= 2 && start && start.distance > 0) {
      setZoom(() => (start.zoom * distance()) / start.distance);
    } else if (view.zoom > ZOOM.default) {
      panBy(event.clientX - previous.x, event.clientY - previous.y);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
  };

  return {
    zoom: view.zoom,
    pan: view.pan,
    dragging,
    zoomIn,
    zoomOut,
    wheel,
    reset,
    panBy,
    pointerHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
