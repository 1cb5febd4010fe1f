import type { DeepZoom } from '@atelier/core';
import type OpenSeadragonModule from 'openseadragon';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { deepZoomView, type Pan } from '../lib/zoom';

type OpenSeadragon = typeof OpenSeadragonModule;
type Viewer = OpenSeadragonModule.Viewer;

interface DeepZoomLayerProps {
  tiles: DeepZoom;
  zoom: number;
  pan: Pan;
  /** The viewer's stage and its (untransformed) image, whose box the tiles are drawn over. */
  stageRef: RefObject<HTMLElement | null>;
  imageRef: RefObject<HTMLElement | null>;
}

const size = (el: HTMLElement | null) => ({
  width: el?.offsetWidth ?? 0,
  height: el?.offsetHeight ?? 0,
});

/**
 * The full-resolution tiles of the painting, drawn by OpenSeadragon exactly over the viewer's
 * image (decision 035). The viewer keeps every rule of zoom and pan (its own state, keys,
 * wheel, drag and pinch); this layer only follows it, so it takes no input and no focus. The
 * library loads when the viewer opens an image that has tiles, never before. Until the tiles
 * arrive the display image underneath shows, so nothing waits for them.
 */
export function DeepZoomLayer({ tiles, zoom, pan, stageRef, imageRef }: DeepZoomLayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<{ osd: OpenSeadragon; viewer: Viewer } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let created: Viewer | undefined;
    void import('openseadragon').then(({ default: OpenSeadragon }) => {
      const element = hostRef.current;
      if (cancelled || !element) return;
      created = OpenSeadragon({
        element,
        tileSources: {
          Image: {
            xmlns: 'http://schemas.microsoft.com/deepzoom/2008',
            Url: tiles.url,
            Format: tiles.format,
            Overlap: String(tiles.overlap),
            TileSize: String(tiles.tile_size),
            Size: { Width: String(tiles.width), Height: String(tiles.height) },
          },
        },
        // The viewer drives; OpenSeadragon draws.
        mouseNavEnabled: false,
        keyboardNavEnabled: false,
        showNavigationControl: false,
        // Canvas drawing: tiles from another origin (a CDN) need no CORS headers.
        drawer: 'canvas',
        // No limits of its own: the viewer's 0.5–5 are the only ones.
        visibilityRatio: 0,
        minZoomImageRatio: 0,
        maxZoomPixelRatio: Infinity,
        constrainDuringPan: false,
        animationTime: 0,
        blendTime: 0,
      });
      // Focus and the accessibility tree belong to the viewer's own image.
      element.querySelectorAll<HTMLElement>('[tabindex]').forEach((el) => (el.tabIndex = -1));
      created.addOnceHandler('open', () => setViewer({ osd: OpenSeadragon, viewer: created! }));
    });
    return () => {
      cancelled = true;
      created?.destroy();
      setViewer(null);
    };
  }, [tiles]);

  useEffect(() => {
    if (!viewer) return;
    const image = size(imageRef.current);
    const stage = size(stageRef.current);
    if (!image.width || !stage.width) return;
    const view = deepZoomView(zoom, pan, image, stage);
    viewer.viewer.viewport.zoomTo(view.zoom, undefined, true);
    viewer.viewer.viewport.panTo(new viewer.osd.Point(view.center.x, view.center.y), true);
  }, [viewer, zoom, pan, imageRef, stageRef]);

  return (
    <div
      ref={hostRef}
      aria-hidden="true"
      data-testid="deep-zoom"
      data-ready={viewer ? 'true' : undefined}
      className="pointer-events-none absolute inset-0"
    />
  );
}
