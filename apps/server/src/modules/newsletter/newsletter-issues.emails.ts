import mjml2html from 'mjml';
import sanitizeHtml from 'sanitize-html';

/*
 * Newsletter emails (decision 033): MJML renders the layout once per issue, so the result
 * holds in Gmail, Outlook and Apple Mail without hand-written tables. The personal parts
 * (first name, unsubscribe and preview links) are markers replaced per recipient, which costs
 * a string replace instead of an MJML run for each of 10,000 messages.
 */

/** Markers the per-recipient step fills; URNs, which the sanitizer never lets into a body (only http(s), mailto and tel links). */
export const MARK = {
  unsubscribe: 'urn:atelier:unsubscribe',
  preview: 'urn:atelier:preview',
} as const;

export interface IssueLayout {
  subject: string;
  preheader: string;
  /** Sanitized body with cards already rendered to HTML. */
  bodyHtml: string;
  siteName: string;
  publicUrl: string;
  postalAddress: string;
  earlyAccess: boolean;
}

export interface RenderedIssue {
  html: string;
  text: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The issue's email, with markers where each recipient's links and name go. */
export function renderIssue(layout: IssueLayout): RenderedIssue {
  const early = layout.earlyAccess
    ? `<mj-section padding="8px 24px"><mj-column><mj-button href="${MARK.preview}" background-color="#1f1f1f" color="#ffffff" font-size="15px">See the new works first</mj-button><mj-text align="center" font-size="13px" color="#555555">This link is personal: it opens the preview collection before the public sees it.</mj-text></mj-column></mj-section>`
    : '';
  const address = layout.postalAddress
    ? `<br />${esc(layout.postalAddress).replace(/\n/g, '<br />')}`
    : '';
  const source = `<mjml>
  <mj-head>
    <mj-title>${esc(layout.subject)}</mj-title>
    <mj-preview>${esc(layout.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text font-size="17px" line-height="1.6" color="#1f1f1f" />
    </mj-attributes>
    <mj-style>img { max-width: 100%; height: auto; } a { color: #1f1f1f; }</mj-style>
  </mj-head>
  <mj-body background-color="#f6f4f0" width="600px">
    <mj-section padding="24px 24px 0"><mj-column><mj-text align="center" font-size="20px" letter-spacing="1px"><a href="${esc(layout.publicUrl)}" style="text-decoration:none">${esc(layout.siteName)}</a></mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="16px 24px"><mj-column><mj-text>${layout.bodyHtml}</mj-text></mj-column></mj-section>
    ${early}
    <mj-section padding="16px 24px"><mj-column><mj-text align="center" font-size="12px" color="#666666">${esc(layout.siteName)}${address}<br /><br />You receive this because you subscribed at ${esc(layout.publicUrl)}.<br /><a href="${MARK.unsubscribe}">Unsubscribe</a></mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  // mjml 4 renders synchronously; the bundled types describe mjml-core 5's promise.
  const { html } = mjml2html(source, {
    validationLevel: 'soft',
    keepComments: false,
  }) as unknown as { html: string };
  return { html, text: toText(layout) };
}

/** The plain-text part: the body's text with links written out, then the same footer. */
function toText(layout: IssueLayout): string {
  const body = htmlToText(layout.bodyHtml);
  const lines = [layout.siteName, '', body, ''];
  if (layout.earlyAccess)
    lines.push(`See the new works first (personal link): ${MARK.preview}`, '');
  lines.push('--', layout.siteName);
  if (layout.postalAddress) lines.push(layout.postalAddress);
  lines.push(`Unsubscribe: ${MARK.unsubscribe}`);
  return lines.join('\n');
}

export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() ? `${label} (${href})` : href,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|figure|tr)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '- ');
  const plain = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(plain)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export interface Recipient {
  firstName: string | null;
  unsubscribeUrl: string;
  previewUrl: string | null;
}

/** `{first_name}` or `{first_name|Fallback}`; without a fallback, "there" ("Hello there"). */
const FIRST_NAME = /\{first_name(?:\|([^}]{0,60}))?\}/g;
export const DEFAULT_FIRST_NAME = 'there';

/** Replaces `{first_name}` in a subject or text part. */
export function personaliseText(text: string, firstName: string | null): string {
  return text.replace(FIRST_NAME, (_m, fallback?: string) =>
    firstName?.trim() ? firstName.trim() : (fallback?.trim() ?? DEFAULT_FIRST_NAME),
  );
}

/** One recipient's copy of a rendered issue. */
export function personalise(issue: RenderedIssue, r: Recipient): RenderedIssue {
  const html = issue.html
    .replace(FIRST_NAME, (_m, fallback?: string) =>
      esc(r.firstName?.trim() ? r.firstName.trim() : (fallback?.trim() ?? DEFAULT_FIRST_NAME)),
    )
    .replaceAll(MARK.unsubscribe, esc(r.unsubscribeUrl))
    .replaceAll(MARK.preview, esc(r.previewUrl ?? ''));
  const text = personaliseText(issue.text, r.firstName)
    .replaceAll(MARK.unsubscribe, r.unsubscribeUrl)
    .replaceAll(MARK.preview, r.previewUrl ?? '');
  return { html, text };
}

/** The web (archive) version: no personal links, the name left general. */
export function webVersion(bodyHtml: string): string {
  return bodyHtml.replace(FIRST_NAME, (_m, fallback?: string) =>
    esc(fallback?.trim() ?? DEFAULT_FIRST_NAME),
  );
}

export interface ArtworkCard {
  url: string;
  title: string;
  imageUrl: string | null;
  details: string;
  price: string;
}
export interface PostCard {
  url: string;
  title: string;
  imageUrl: string | null;
  excerpt: string;
}

/** Card HTML kept to tags the email and the web page both take. */
export function artworkCardHtml(c: ArtworkCard): string {
  const img = c.imageUrl
    ? `<a href="${esc(c.url)}"><img src="${esc(c.imageUrl)}" alt="${esc(c.title)}" width="552" /></a>`
    : '';
  return `<figure class="card card-artwork">${img}<figcaption><strong><a href="${esc(c.url)}">${esc(c.title)}</a></strong><br />${esc(c.details)}<br />${esc(c.price)}</figcaption></figure>`;
}

export function postCardHtml(c: PostCard): string {
  const img = c.imageUrl
    ? `<a href="${esc(c.url)}"><img src="${esc(c.imageUrl)}" alt="${esc(c.title)}" width="552" /></a>`
    : '';
  return `<figure class="card card-post">${img}<figcaption><strong><a href="${esc(c.url)}">${esc(c.title)}</a></strong><br />${esc(c.excerpt)}<br /><a href="${esc(c.url)}">Read more</a></figcaption></figure>`;
}
