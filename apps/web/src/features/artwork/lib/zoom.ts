import { ZOOM } from '@atelier/core';

/** Keeps a zoom level within 0.5–5 (docs/product.md §2), rounded to hundredths so steps stay exact. */
export const clampZoom = (zoom: number): number =>
  Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, zoom)) * 100) / 100;

/** Wheel: 0.01 per delta unit (docs/product.md §2); scrolling up (negative delta) zooms in. */
export const zoomFromWheel = (zoom: number, deltaY: number): number =>
  clampZoom(zoom - deltaY * ZOOM.wheelStep);

export interface Pan {
  x: number;
  y: number;
}

/**
 * Limits a pan so the zoomed image never leaves a gap at the stage's edge; an image smaller
 * than the stage stays centred.
 */
export function clampPan(pan: Pan, zoom: number, image: Size, stage: Size): Pan {
  const maxX = Math.max(0, (image.width * zoom - stage.width) / 2);
  const maxY = Math.max(0, (image.height * zoom - stage.height) / 2);
  return {
    x: Math.min(maxX, Math.max(-maxX, pan.x)),
    y: Math.min(maxY, Math.max(-maxY, pan.y)),
  };
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Where a deep-zoom renderer (OpenSeadragon, whose world is the image one unit wide) must look
 * to draw exactly what the viewer shows: the image box `image` (untransformed, fitted to 90%
 * of the stage) scaled by `zoom` about its centre and moved by `pan`. Its zoom is the shown
 * width over the stage's width; its centre is the image point under the stage's centre.
 */
export function deepZoomView(
  zoom: number,
  pan: Pan,
  image: Size,
  stage: Size,
): { zoom: number; center: { x: number; y: number } } {
  const shown = image.width * zoom;
  return {
    zoom: shown / stage.width,
    center: { x: 0.5 - pan.x / shown, y: image.height / image.width / 2 - pan.y / shown },
  };
}
