import {
  HYDRATING_ATTRIBUTE,
  INITIAL_STATE_ELEMENT_ID,
  SERVER_HEAD_ATTRIBUTE,
  dehydratedState,
  srcSetOf,
} from '@atelier/core';
import { escapeHtml, jsonForScript } from './html.serialize';
import type { PageView } from './page-view.serialize';
import { absoluteUrl, type SiteInfo } from './site.service';

const MARK = SERVER_HEAD_ATTRIBUTE;
const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" ${MARK}>`;

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD of a page. */
export function headTags(view: PageView, site: SiteInfo): string {
  const tags: string[] = [];
  const canonical = view.canonicalPath ? absoluteUrl(site, view.canonicalPath) : null;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" ${MARK}>`);
  if (view.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (view.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${site.name}: Blog`)}" href="${escapeHtml(absoluteUrl(site, '/blog/rss.xml'))}" ${MARK}>`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', view.title),
    meta('property', 'og:type', view.type),
  );
  if (view.description) tags.push(meta('property', 'og:description', view.description));
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  tags.push(meta('property', 'og:locale', 'en_US'));
  const image = view.image;
  if (image) {
    tags.push(meta('property', 'og:image', absoluteUrl(site, image.url)));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  if (view.article) {
    tags.push(
      meta('property', 'article:published_time', view.article.publishedTime),
      meta('property', 'article:modified_time', view.article.modifiedTime),
    );
    if (view.article.section) tags.push(meta('property', 'article:section', view.article.section));
    for (const tag of view.article.tags) tags.push(meta('property', 'article:tag', tag));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', view.title),
  );
  if (view.description) tags.push(meta('name', 'twitter:description', view.description));
  if (image)
    tags.push(
      meta('name', 'twitter:image', absoluteUrl(site, image.url)),
      meta('name', 'twitter:image:alt', image.alt),
    );
  for (const data of view.jsonLd)
    tags.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** The main image preload (same srcset and sizes as its <img>, so one download) and module preloads. */
export function preloadTags(view: PageView, modules: string[]): string {
  const tags: string[] = [];
  const preload = view.preload;
  if (preload) {
    // The AVIF set when the image has one: the page's <picture> picks it in every browser that
    // reads type="image/avif", and those that do not skip this preload and take the WebP.
    const avif = srcSetOf(preload.image, 'avif');
    const srcset = avif ?? srcSetOf(preload.image);
    const type = avif ? ' type="image/avif"' : '';
    tags.push(
      srcset
        ? `<link rel="preload" as="image"${type} href="${escapeHtml(preload.image.url)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(preload.sizes)}" fetchpriority="high">`
        : `<link rel="preload" as="image" href="${escapeHtml(preload.image.url)}" fetchpriority="high">`,
    );
  }
  for (const href of modules) {
    tags.push(
      href.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    );
  }
  return tags.join('\n    ');
}

/** The page's initial data as a TanStack Query dehydrated state in a JSON script element. */
export const stateScript = (view: PageView): string =>
  view.queries.length
    ? `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${jsonForScript(dehydratedState(view.queries))}</script>`
    : '';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>/i;
const APP_SCRIPT = /<script\s+type="module"/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const FONTS_LINK = /\s*<link rel="stylesheet" href="([^"]+)" data-fonts>/;
const HTML_TAG = /<html\b/i;
/** On a server-rendered page's <html> until boot.js has seen the page painted. */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** apps/web/public/boot.js: starts the app after the first paint. */
export const BOOT_SCRIPT = '/boot.js';

/**
 * index.html with the web fonts' stylesheet in its head, where a page the browser renders
 * needs it. A server-rendered page moves it to boot.js, after its first paint (decision 036).
 */
export const withFontsStylesheet = (template: string, href: string | null): string =>
  href
    ? template.replace(
        '</head>',
        () => `  <link rel="stylesheet" href="${escapeHtml(href)}" data-fonts>\n  </head>`,
      )
    : template;

/** The start of boot.js's script element, where a server-rendered page's preloads go before. */
const BOOT_TAG = `<script defer src="${BOOT_SCRIPT}"`;
const HYDRATING_ROOT = `<div id="root" ${HYDRATING_ATTRIBUTE}></div>`;
/** Where a page's own chunks join the template's in boot.js's list. */
const PAGE_CHUNKS = '\u0000page-chunks\u0000';

/**
 * A server-rendered page paints from its HTML, so its JavaScript and web fonts wait for that
 * paint: the app's module script, its preloads and the fonts' stylesheet become one small
 * deferred script (boot.js) that loads them once the page and its main image have painted
 * (decisions 016 and 036); on a phone the page's lazy images wait for that moment too. Without
 * JavaScript the fonts come from a <noscript> copy of their link. Until the page is hydrated
 * its root is marked, and its controls take no clicks.
 * This depends on the template only, so it is worked out once, and its expressions never read
 * a page's data or body (they did: a few percent of an uncached page's time, decision 030).
 */
function serverShellOf(template: string): ServerShell {
  // The page reads without JavaScript: the template's note saying otherwise goes.
  let page = template.replace(NOSCRIPT, '').replace(EMPTY_ROOT, () => HYDRATING_ROOT);
  const entry = APP_ENTRY.exec(page)?.[1];
  if (!entry) return { page, chunks: [] };
  // Holds the page's lazy images until boot.js has seen it painted (styles/index.css).
  page = page.replace(HTML_TAG, () => `<html ${FIRST_PAINT_ATTRIBUTE}`);
  const chunks: string[] = [];
  page = page.replace(MODULE_PRELOAD, (_, href: string) => {
    chunks.push(href);
    return '';
  });
  let fonts = '';
  page = page.replace(FONTS_LINK, (_, href: string) => {
    fonts = ` data-fonts="${href}"`;
    return `\n    <noscript><link rel="stylesheet" href="${href}"></noscript>`;
  });
  page = page.replace(
    APP_ENTRY,
    () => `${BOOT_TAG} data-entry="${entry}" data-preload="${PAGE_CHUNKS}"${fonts}></script>`,
  );
  return { page, chunks };
}

interface ServerShell {
  page: string;
  /** The template's module preloads, for boot.js. */
  chunks: string[];
}

/** The last template's server shell: a server has one template. */
let lastShell: { template: string; shell: ServerShell } | null = null;
const serverShell = (template: string): ServerShell => {
  if (lastShell?.template !== template) lastShell = { template, shell: serverShellOf(template) };
  return lastShell.shell;
};

/**
 * index.html with one page's head: the title and the single description tag replaced, the
 * social and structured-data tags before </head>, the preloads and initial data just before
 * the app's script (so they are discovered first and the data is there when the app starts),
 * and the server-rendered body, when there is one, in the app's root element (decision 016).
 */
export function renderPage(
  template: string,
  view: PageView,
  site: SiteInfo,
  modules: string[],
  body: string | null = null,
): string {
  const shell = body === null ? null : serverShell(template);
  // A server-rendered page's chunks are boot.js's to load, before the template's (as their
  // preloads came before the app's script), written in before any of the page's own text; its
  // stylesheets stay links.
  const deferred = shell !== null && shell.page.includes(PAGE_CHUNKS);
  const pageChunks = modules.filter((href) => !href.endsWith('.css')).map(escapeHtml);
  const page = deferred
    ? shell.page.replace(PAGE_CHUNKS, () => [...pageChunks, ...shell.chunks].join(' '))
    : (shell?.page ?? template);
  const linked = deferred ? modules.filter((href) => href.endsWith('.css')) : modules;
  const description = `<meta name="description" content="${escapeHtml(view.description)}">`;
  let html = page.replace(TITLE, () => `<title>${escapeHtml(view.title)}</title>`);
  html = DESCRIPTION.test(html)
    ? html.replace(DESCRIPTION, () => (view.description ? description : ''))
    : html.replace('</head>', () => `${view.description ? description : ''}</head>`);
  const early = [preloadTags(view, linked), stateScript(view)].filter(Boolean).join('\n    ');
  if (early) {
    // Before the app's script (boot.js's on a server-rendered page), else at the head's end.
    const script = html.includes(BOOT_TAG) ? BOOT_TAG : APP_SCRIPT.exec(html)?.[0];
    html = script
      ? html.replace(script, () => `${early}\n    ${script}`)
      : html.replace('</head>', () => `${early}\n  </head>`);
  }
  html = html.replace('</head>', () => `  ${headTags(view, site)}\n  </head>`);
  // The body goes in last, so that nothing above searches it.
  return body === null
    ? html
    : html.replace(HYDRATING_ROOT, () => `<div id="root" ${HYDRATING_ATTRIBUTE}>${body}</div>`);
}
