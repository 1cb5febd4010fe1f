/** Escaping for the HTML the server writes around the single-page app. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value (always double-quoted by us). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element: no "</script>", "<!--" or "&" can end or change the
 * element, and the line separators that old JavaScript parsers choke on are escaped. The
 * result is still valid JSON that parses to the same value.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);

/** Text inside XML elements and attributes (sitemap, RSS). */
export const escapeXml = (value: string): string =>
  value
    // Characters XML 1.0 forbids, even escaped (the control characters are the point here).
    // eslint-disable-next-line no-control-regex
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ESCAPES[c]!));
