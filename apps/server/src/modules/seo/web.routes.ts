import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, canonicalPageUrl, dehydratedState } from '@atelier/core';
import seoRoutes from './seo.routes';
import { fontsStylesheet, pageAssets } from './manifest.service';
import { resolvePage } from './pages.service';
import { renderPage, withFontsStylesheet } from './render.serialize';
import { loadPageRenderer } from './ssr.service';
import { scopesOfApiPath } from '../../lib/cache-scopes';
import {
  IMMUTABLE,
  sendCached,
  weakEtag,
  type CachedResponse,
  type Computed,
} from '../../lib/response-cache';
import { uploadsFromStorage } from '../uploads/uploads-from-storage.routes';

/** Pages are revalidated on every visit (a 304 when unchanged): they carry the latest data. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serves uploaded images and the built single-page app: hashed assets cached for a year, and
 * every other GET answered with index.html carrying that page's head (title, description,
 * canonical URL, social cards, structured data), its initial data and preloads, with the
 * page's status (404 for an unknown artwork, post or path).
 */
export default fp(async function web(app: FastifyInstance) {
  if (app.config.storage) await app.register(uploadsFromStorage);
  else
    await app.register(fastifyStatic, {
      root: path.join(app.config.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      // Upload keys are content-addressed: a file never changes once written.
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
      preCompressed: false,
    });

  const dist = app.config.webDist;
  const indexPath = dist ? path.join(dist, 'index.html') : undefined;
  const hasWeb = Boolean(indexPath && existsSync(indexPath));
  if (dist && hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=300');
      },
    });
  }
  await app.register(seoRoutes);

  // Kept in memory: every page is this file with its own head.
  const template = hasWeb
    ? withFontsStylesheet(readFileSync(indexPath!, 'utf8'), fontsStylesheet(dist))
    : undefined;
  // The admin is its own app (its own build, decision 012), answered for every /admin path.
  const adminPath = dist ? path.join(dist, 'admin.html') : undefined;
  const adminHtml =
    hasWeb && existsSync(adminPath!) ? Buffer.from(readFileSync(adminPath!, 'utf8')) : undefined;
  const adminPage: CachedResponse | undefined = adminHtml && {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: adminHtml,
    etag: weakEtag(adminHtml),
    headers: { 'x-robots-tag': 'noindex' },
  };
  const assetsOf = pageAssets(hasWeb ? dist : undefined);
  const renderBody = hasWeb
    ? await loadPageRenderer(dist, app.config.publicUrl, app.log)
    : undefined;

  const notFound = (reply: FastifyReply, isApi: boolean) =>
    reply
      .status(404)
      .send({ error: { message: isApi ? 'Route not found' : 'Not found', code: 'not_found' } });

  /** The page at `url`, and the data it shows when it is one to keep (a 200). */
  async function renderFor(url: URL): Promise<Computed<CachedResponse | { redirect: string }>> {
    const answer = await resolvePage(app, url);
    if ('redirect' in answer) return { answer };
    const { view, site, reads } = answer;
    const state = view.queries.length ? dehydratedState(view.queries) : null;
    const href = `${url.pathname}${url.search}`;
    const appHtml = (await renderBody?.(href, view.module, state)) ?? null;
    const body = Buffer.from(renderPage(template!, view, site, assetsOf(view.module), appHtml));
    const response: CachedResponse = {
      status: view.status,
      contentType: 'text/html; charset=utf-8',
      body,
      etag: weakEtag(body),
      headers: view.noindex ? { 'x-robots-tag': 'noindex' } : undefined,
    };
    // A missing page is not kept: a crawler walking random paths would fill the cache with them.
    const scopes = [...new Set(reads.flatMap((path) => scopesOfApiPath(path)))];
    return { answer: response, keep: view.status === 200 ? { response, scopes } : undefined };
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const looksLikeFile =
      /\.[a-z0-9]{1,8}$/i.test(url) || url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (isApi || looksLikeFile || !template) return notFound(reply, isApi);
    if (adminPage && /^\/admin(\/|$)/i.test(url))
      return sendCached(request, reply, adminPage, PAGE_CACHE_CONTROL);

    // The canonical URL: parameters the page does not read are dropped (and the rest sorted),
    // so they neither miss nor fill the cache, and the page renders as without them.
    const canonical = canonicalPageUrl(request.url);
    const render = () => renderFor(new URL(canonical, 'http://localhost'));
    // An URL too long to be a key is rendered for itself.
    const page =
      canonical.length > 1024
        ? (await render()).answer
        : await app.publicCache.fill(`page:${canonical}`, render);
    if ('redirect' in page) return reply.redirect(page.redirect, 301);
    return sendCached(request, reply, page, PAGE_CACHE_CONTROL);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return notFound(reply, url === API_PREFIX || url.startsWith(`${API_PREFIX}/`));
  });
});
