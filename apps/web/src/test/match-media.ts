import { vi } from 'vitest';

/** jsdom has no matchMedia; react-hot-toast and the slideshow ask it for prefers-reduced-motion. */
export const stubMatchMedia = (matches = false) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
