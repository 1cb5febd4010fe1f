import {
  type AVAILABILITY_VALUES,
  NEWSLETTER_MESSAGES as M,
  PAGE_TABLE,
  formatPrice,
} from '@atelier/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { getArtwork } from '../artworks/artworks.service';
import { getPostById } from '../blog/blog-posts.service';
import { getValue } from '../settings/settings.service';
import {
  artworkCardHtml,
  htmlToText,
  postCardHtml,
  renderIssue,
  type RenderedIssue,
} from './newsletter-issues.emails';

/*
 * The renderer (decision 033): the artist's HTML cleaned, its cards filled with current data,
 * and the issue laid out as an email. What the email says is newsletter-issues.emails; who
 * gets it and when is the scheduling and sending services'.
 */

/** What rendering reads: cards come from the catalogue and the blog, the layout from settings. */
export type RenderDeps = Pick<FastifyInstance, 'db' | 'config'>;

const CARD_DIV =
  /<div\b(?=[^>]*\bdata-card="(artwork|post)")(?=[^>]*\bdata-id="(\d{1,9})")[^>]*>\s*<\/div>/gi;
const CARD_CANON = /<div data-card="(artwork|post)" data-id="(\d{1,9})"><\/div>/g;

/**
 * The artist's HTML made safe (the blog's allow-list), keeping card placeholders in one
 * canonical form: they pass the sanitizer as text and are put back afterwards.
 */
export function sanitizeBody(html: string): string {
  const tokened = html.replace(
    CARD_DIV,
    (_m, kind: string, id: string) => `<p>[[atelier-card:${kind}:${id}]]</p>`,
  );
  return sanitizeRichText(tokened).replace(
    /<p>\s*\[\[atelier-card:(artwork|post):(\d{1,9})\]\]\s*<\/p>|\[\[atelier-card:(artwork|post):(\d{1,9})\]\]/g,
    (_m, k1?: string, i1?: string, k2?: string, i2?: string) =>
      `<div data-card="${k1 ?? k2}" data-id="${Number(i1 ?? i2)}"></div>`,
  );
}

const hasCards = (html: string) => /<div data-card="/.test(html);
export const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => m[1]!);

/** True when the body has something to read: text, a card or an image (`<p></p>` has not). */
export const hasContent = (html: string) =>
  Boolean(htmlToText(html).trim()) || hasCards(html) || imageSources(html).length > 0;

/** True when the image is one of ours: /uploads/..., on this site or the asset host. */
export function isOurImage(src: string, config: RenderDeps['config']): boolean {
  const prefixes = ['/uploads/', `${config.publicUrl}/uploads/`];
  if (config.publicAssetUrl) prefixes.push(`${config.publicAssetUrl}/`);
  return prefixes.some((p) => src.startsWith(p)) && !src.includes('..');
}

/** 400 `foreign_image` when the body shows an image that is not ours. */
export function checkBody(html: string, config: RenderDeps['config']) {
  if (imageSources(html).some((src) => !isOurImage(src, config)))
    throw new AppError(400, 'foreign_image', M.foreignImage);
}

/** Site-relative links and images made absolute: an email has no site to be relative to. */
const absolute = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${publicUrl}/`);

/**
 * Our own images named from this site's root, for the pages that show an issue in a browser
 * (the admin's preview and sent copy, the web archive). An email needs PUBLIC_URL, but a
 * browser that opened the site at another address (www or not, a local name) is refused the
 * PUBLIC_URL image by the uploads' Cross-Origin-Resource-Policy and the page's img-src: the
 * root-relative path is the address the page itself came from. Links keep PUBLIC_URL.
 */
export const siteRelativeImages = (html: string, publicUrl: string) =>
  html.replaceAll(`src="${publicUrl}/`, 'src="/');

/** A card whose work or post is hidden or deleted since it was placed is left out, not broken. */
async function orNothing(card: () => Promise<string>): Promise<string> {
  try {
    return await card();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return '';
    throw err;
  }
}

/**
 * Who reads a rendering: the subscribers (their email; an early-access issue may show works
 * still in preview, which the email's link opens for them) or any visitor (the web archive:
 * only what the public site shows, so a preview work or an unpublished post leaves no trace).
 */
export type Readers = 'subscribers' | 'visitors';

const artworkCard = (deps: RenderDeps, id: number, readers: Readers) =>
  orNothing(async () => {
    const a = await getArtwork(deps.db, id, {
      isAdmin: false,
      previewAccess: readers === 'subscribers',
    });
    const medium = [a.material, a.substrate].filter(Boolean).join(' on ');
    const size = a.width && a.height ? `${a.width} × ${a.height} in` : '';
    const sold = a.availability === ('sold' satisfies (typeof AVAILABILITY_VALUES)[number]);
    return artworkCardHtml({
      url: `${deps.config.publicUrl}${PAGE_TABLE.artwork.path(a.id)}`,
      title: a.title,
      imageUrl: a.primary_image_url,
      details: [medium, size].filter(Boolean).join(', '),
      price: sold ? 'Sold' : a.price !== null ? formatPrice(a.price) : '',
    });
  });

/** A post's card: published posts only (a draft's card would lead nowhere and tell its title). */
const postCard = (deps: RenderDeps, id: number) =>
  orNothing(async () => {
    const p = await getPostById(deps.db, id, false);
    return postCardHtml({
      url: `${deps.config.publicUrl}${PAGE_TABLE.blogPost.path(p.slug)}`,
      title: p.title,
      imageUrl: p.featured_image_url ?? p.thumbnail_url,
      excerpt: p.excerpt ?? '',
    });
  });

/** Cards filled with current data for `readers`, links and images absolute. */
export async function renderBody(
  deps: RenderDeps,
  sanitized: string,
  readers: Readers = 'subscribers',
): Promise<string> {
  const cards = [...sanitized.matchAll(CARD_CANON)];
  const rendered = new Map<string, string>();
  for (const [tag, kind, id] of cards) {
    if (rendered.has(tag)) continue;
    rendered.set(
      tag,
      kind === 'artwork'
        ? await artworkCard(deps, Number(id), readers)
        : await postCard(deps, Number(id)),
    );
  }
  return absolute(
    sanitized.replace(CARD_CANON, (tag) => rendered.get(tag) ?? ''),
    deps.config.publicUrl,
  );
}

/** The whole email of an issue, with markers where each recipient's links and name go. */
export async function layoutIssue(
  deps: RenderDeps,
  issue: { subject: string; preheader: string; body_html: string; early_access: boolean },
): Promise<RenderedIssue> {
  const [siteName, postalAddress] = await Promise.all([
    getValue(deps.db, 'site_name'),
    getValue(deps.db, 'newsletter_postal_address'),
  ]);
  return renderIssue({
    subject: issue.subject,
    preheader: issue.preheader,
    bodyHtml: await renderBody(deps, issue.body_html),
    siteName,
    publicUrl: deps.config.publicUrl,
    postalAddress,
    earlyAccess: issue.early_access,
  });
}
