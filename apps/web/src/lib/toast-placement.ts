/**
 * Where a toast goes so that it covers nothing it talks about (decision 051): on wide screens
 * top-right below the header (the specification's place), on phones at the bottom, where the
 * thumb is and the header is not. A toast that would cover the control just used (the Save that
 * it confirms), or a bar kept on screen (a form's save bar, marked `data-toast-avoid`), goes to
 * the other end of the screen instead.
 */
export type ToastPlace = 'top-right' | 'bottom-right' | 'top-center' | 'bottom-center';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Below the site's header (and the admin's top bar on phones). */
export const TOAST_TOP = 96;
/** The toaster's margin to the screen's other edges (react-hot-toast's own). */
export const TOAST_EDGE = 16;
/** A toast's largest box: react-hot-toast's 350 px, two lines of text. */
const TOAST_WIDTH = 350;
const TOAST_HEIGHT = 80;
/** Narrower than this, a screen is a phone's. */
export const PHONE_MAX_WIDTH = 639;

/** The box a toast may take at `place` on a `width` × `height` screen. */
export function zoneOf(place: ToastPlace, width: number, height: number): Box {
  const top = place.startsWith('top') ? TOAST_TOP : height - TOAST_EDGE - TOAST_HEIGHT;
  const [left, right] = place.endsWith('right')
    ? [width - TOAST_EDGE - TOAST_WIDTH, width - TOAST_EDGE]
    : [TOAST_EDGE, width - TOAST_EDGE];
  return { left, top, right, bottom: top + TOAST_HEIGHT };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first of the screen's places whose zone overlaps none of `avoid` (the boxes of the
 * control just used and of the bars kept on screen); the usual place when every one would.
 */
export function toastPlace(width: number, height: number, avoid: readonly Box[]): ToastPlace {
  const places: ToastPlace[] =
    width <= PHONE_MAX_WIDTH ? ['bottom-center', 'top-center'] : ['top-right', 'bottom-right'];
  return (
    places.find((place) => !avoid.some((box) => overlaps(zoneOf(place, width, height), box))) ??
    places[0]!
  );
}

/** The control pressed last (mouse, touch or keyboard), to keep its toast off it. */
let lastPressed: Element | null = null;
if (typeof document !== 'undefined') {
  const remember = (event: Event) => {
    if (event.target instanceof Element)
      lastPressed = event.target.closest('button, a, input, select, textarea, [role="button"]');
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
}

/** Where a toast shown now should go, from what is on the screen now. */
export function currentToastPlace(): ToastPlace {
  const visible = (box: DOMRect) => box.width > 0 && box.height > 0;
  const controls = [lastPressed, document.activeElement].filter(
    (element): element is Element => element instanceof Element && element !== document.body,
  );
  const bars = Array.from(document.querySelectorAll('[data-toast-avoid]'));
  const avoid = [...controls, ...bars]
    .filter((element) => element.isConnected)
    .map((element) => element.getBoundingClientRect())
    .filter(visible);
  return toastPlace(window.innerWidth, window.innerHeight, avoid);
}
