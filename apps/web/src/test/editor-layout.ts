import { beforeAll } from 'vitest';

/**
 * jsdom has no layout: ProseMirror (the rich text editor) measures ranges when it scrolls the
 * selection into view and asks which element is under a point. Call once at a test file's top.
 */
export function stubEditorLayout() {
  beforeAll(() => {
    Range.prototype.getClientRects = () =>
      Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    document.elementFromPoint = () => null;
  });
}
