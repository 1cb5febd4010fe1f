import { expect } from 'vitest';

/**
 * Checks that `element` shows each of `texts` (a row, a card, a summary), one assertion per
 * text so a failure names the missing one.
 */
export function expectTexts(element: Element | null | undefined, texts: (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
