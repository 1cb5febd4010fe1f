/**
 * One calm layout for every email: the studio's name, a serif heading, plain paragraphs, an
 * optional quoted block, one button, and a quiet footer. Every email has a plain-text part
 * that says the same thing; the HTML part is escaped throughout and uses inline styles only.
 */
export interface EmailContent {
  /** Site name shown at the top and signed at the bottom. */
  siteName: string;
  heading: string;
  paragraphs: string[];
  /** Label / value lines (e.g. the sender of a contact message). */
  details?: [label: string, value: string][];
  /** A block of someone else's words, kept with its line breaks. */
  quote?: string;
  action?: { label: string; url: string };
  /** Small print under the signature (why you got this, how to unsubscribe). */
  footer?: string[];
  /** Newsletter emails: an unsubscribe link in the footer (and in the text part). */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only http(s) links make it into an email. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

const INK = '#2b2a28';
const MUTED = '#7a756d';
const PAPER = '#f7f5f0';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export function renderText(c: EmailContent): string {
  const lines: string[] = [c.heading, ''];
  for (const p of c.paragraphs) lines.push(p, '');
  if (c.details?.length) lines.push(...c.details.map(([k, v]) => `${k}: ${v}`), '');
  if (c.quote) lines.push(...c.quote.split(/\r?\n/).map((l) => `> ${l}`), '');
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push('—', c.siteName);
  if (c.footer?.length) lines.push('', ...c.footer);
  if (c.unsubscribeUrl) lines.push('', `Unsubscribe: ${c.unsubscribeUrl}`);
  return `${lines.join('\n').trim()}\n`;
}

export function renderHtml(c: EmailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font:16px/1.6 ${SANS};color:${INK}">${escapeHtml(text)}</p>`;
  const details = c.details?.length
    ? `<table role="presentation" style="margin:0 0 16px;font:15px/1.6 ${SANS};color:${INK}">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:0 12px 0 0;color:${MUTED}">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = c.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:2px solid #d8d2c6;font:15px/1.6 ${SANS};color:${INK};white-space:pre-wrap">${escapeHtml(c.quote)}</blockquote>`
    : '';
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(c.action.url))}" style="display:inline-block;padding:12px 24px;background:#111;color:#fff;text-decoration:none;font:15px ${SANS};letter-spacing:.02em">${escapeHtml(c.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font:13px/1.5 ${SANS};color:${MUTED};word-break:break-all">${escapeHtml(c.action.url)}</p>`
    : '';
  const footer = (c.footer ?? [])
    .map(
      (f) => `<p style="margin:0 0 8px;font:12px/1.5 ${SANS};color:${MUTED}">${escapeHtml(f)}</p>`,
    )
    .join('');
  const unsubscribe = c.unsubscribeUrl
    ? `<p style="margin:0 0 8px;font:12px/1.5 ${SANS};color:${MUTED}"><a href="${escapeHtml(safeUrl(c.unsubscribeUrl))}" style="color:${MUTED}">Unsubscribe</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAPER}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #ebe7df">
<tr><td style="padding:32px 40px 0;font:13px ${SANS};letter-spacing:.18em;text-transform:uppercase;color:${MUTED}">${escapeHtml(c.siteName)}</td></tr>
<tr><td style="padding:24px 40px 32px">
<h1 style="margin:0 0 24px;font:400 26px/1.3 ${SERIF};color:${INK}">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}${details}${quote}${action}
<p style="margin:24px 0 0;font:italic 16px ${SERIF};color:${INK}">— ${escapeHtml(c.siteName)}</p>
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:16px 40px">${footer}${unsubscribe}</td></tr></table>
</td></tr></table>
</body></html>
`;
}

/** Both parts of an email from one description. */
export const renderEmail = (c: EmailContent): RenderedEmail => ({
  text: renderText(c),
  html: renderHtml(c),
});
