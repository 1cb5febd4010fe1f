import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting, links and images', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://x.test" title="t">link</a></p><blockquote>q</blockquote><img src="/uploads/a.webp" alt="A">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://x.test" title="t">link</a></p><blockquote>q</blockquote><img src="/uploads/a.webp" alt="A" />',
    );
  });
  it('drops scripts, event handlers, styles and javascript: URLs', () => {
    const out = sanitizeRichText(
      '<p style="color:red" onmouseover="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onmouseover|onerror|javascript:|style=/i);
  });
  it('keeps YouTube and Vimeo embeds but not other iframes', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'youtube.com/embed/abc',
    );
    expect(sanitizeRichText('<iframe src="https://evil.test/x"></iframe>')).not.toContain(
      'evil.test',
    );
  });
  it('protects the opener of links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
