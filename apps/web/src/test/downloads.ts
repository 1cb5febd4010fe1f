import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Catches the files a screen downloads (saveBlob's `<a download>` clicks, each Blob's URL
 * `blob:csv`) instead of the browser saving them; call it inside a describe. The returned list
 * holds the links clicked by the current test.
 */
export function captureDownloads() {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());
  return clicked;
}
