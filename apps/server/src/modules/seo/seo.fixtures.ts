import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { LightMyRequestResponse } from 'fastify';
import { INITIAL_STATE_ELEMENT_ID, pageModuleFile, type DehydratedState } from '@atelier/core';

/**
 * A built web app as Vite writes it: index.html with its default head, and the manifest. It is
 * `<fresh folder>/dist`: the server looks for its renderer beside it (`../dist-ssr`), and only
 * a test that puts one there gets one.
 */
export function fakeWebDist(): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-web-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta',
      '      name="description"',
      '      content="Original oil paintings: portfolio, studio journal and shop."',
      '    />',
      '    <title>Oil paintings</title>',
      '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <noscript>This site needs JavaScript to show the paintings.</noscript>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-abc.js' },
      'src/styles/fonts.css': { file: 'assets/fonts-abc.css', isEntry: true },
      '_image.js': { file: 'assets/image-abc.js', imports: ['_vendor.js'] },
      [pageModuleFile('artwork-detail')]: {
        file: 'assets/artwork-detail-abc.js',
        isDynamicEntry: true,
        imports: ['_image.js', '_vendor.js'],
      },
      [pageModuleFile('home')]: {
        file: 'assets/home-abc.js',
        isDynamicEntry: true,
        imports: ['_image.js'],
      },
    }),
  );
  return dist;
}

/** The parts of a page's head that crawlers read. */
export function readHead(res: LightMyRequestResponse) {
  const { document } = new JSDOM(res.body).window;
  const attr = (selector: string, name = 'content') =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const state = document.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  return {
    document,
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    description: attr('meta[name="description"]'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]'),
    og: (property: string) => attr(`meta[property="og:${property}"]`),
    twitter: (name: string) => attr(`meta[name="twitter:${name}"]`),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
    state: state ? (JSON.parse(state) as DehydratedState) : null,
    /** Scripts that would run: only the app's own module. */
    runnable: [...document.querySelectorAll('script')].filter(
      (s) => !/json/.test(s.getAttribute('type') ?? ''),
    ),
    preloads: [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map(
      (l) => ({
        rel: l.getAttribute('rel'),
        href: l.getAttribute('href'),
        srcset: l.getAttribute('imagesrcset'),
        sizes: l.getAttribute('imagesizes'),
        priority: l.getAttribute('fetchpriority'),
      }),
    ),
  };
}

/** The data stored under a query key in a page's initial state. */
export const stateData = (state: DehydratedState | null, key: readonly unknown[]) =>
  state?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;

/** Parses XML strictly: a syntax error throws. */
export function parseXml(xml: string) {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}
