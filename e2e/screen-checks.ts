import { expect, type Page } from '@playwright/test';

// Two checks every admin screen passes (issue 44, decision 050): nothing wider than a phone,
// and no developer's words.

/**
 * Fails when the page scrolls sideways, when an element reaches past the window's edges
 * without a frame clipping it, or when a frame inside scrolls sideways (a table too wide for
 * its box): on a phone each of these hides part of the screen behind a sideways swipe.
 */
export async function expectNothingWiderThanTheScreen(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4) : [];
      return `<${el.tagName.toLowerCase()}${cls.length ? ` class="${cls.join(' ')}"` : ''}> “${text}”`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    /** Whether a frame around the element clips it within the window. */
    const clippedInside = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (clips(getComputedStyle(up))) {
          const box = up.getBoundingClientRect();
          return box.left >= -1 && box.right <= width + 1;
        }
      return false;
    };
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width)
      found.push(`the page is ${scrollWidth} px wide in a ${width} px window`);
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden text
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if ((box.right > width + 1 || box.left < -1) && !clippedInside(el))
        found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      else if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1
      )
        found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    return found.slice(0, 8);
  });
  expect(problems, `${label}: wider than the screen`).toEqual([]);
}

/**
 * Words a painter should not meet on a screen: commands, settings' and fields' keys, codes,
 * and what a program prints when it shows a value it did not mean to. The message says which.
 */
export const DEVELOPER_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:npm|npx|node)\b/, 'a command'],
  [/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/, 'an environment variable (DATA_DIR)'],
  [/\bmailto\b/i, '"mailto"'],
  [/\bslugs?\b/i, '"slug"'],
  [/\b[A-Z]{2}-[A-Z0-9]{1,3}\b/, 'a region code (US-ME)'],
  [/\b[a-z]+_[a-z0-9_]+\b/, 'a key in snake_case'],
  [
    /(?:^|[.!?:]\s+)[a-z][\w ]{0,30}? must be\b/m,
    'a message without its capital ("amount must be")',
  ],
  [/\b(?:null|undefined|NaN|Infinity)\b/, 'a program’s empty value'],
  [/\[object \w+\]/, '"[object …]"'],
  [
    /\b\w*Error:|\bERR_[A-Z_]+|\bE(?:CONNREFUSED|CONNRESET|NOTFOUND|TIMEDOUT|AUTH)\b/,
    'an error’s code',
  ],
  [/Invalid input|Too (?:big|small):|expected \w+, received/, 'a validator’s default message'],
  [/\b(\d+)–\1 of \1\b/, 'a count like "1–1 of 1"'],
  [/\bISO\b|\bUTC\b|\bJSON\b|\bAPI\b|\bHTTP\b|\bSMTP\b|\bCAN-SPAM\b|\bRFC ?\d+/, 'jargon'],
];

/** The words to leave out of the check: addresses people typed (an email may hold "_"). */
const EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Fails on any developer word in the page's visible text (and text read aloud). */
export async function expectPlainWords(page: Page, label: string) {
  const text = (await page.locator('body').innerText()).replace(EMAILS, 'an address');
  const found = DEVELOPER_WORDS.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const at = Math.max(0, match.index - 40);
    return [
      `${what}: “…${text.slice(at, match.index + match[0].length + 40).replace(/\s+/g, ' ')}…”`,
    ];
  });
  expect(found, `${label}: words for a developer, not a painter`).toEqual([]);
}
