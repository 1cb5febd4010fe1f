import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, dehydratedState } from '@atelier/core';
import seoRoutes from '../modules/seo/seo.routes';
import { pageAssets } from '../modules/seo/manifest';
import { resolvePage } from '../modules/seo/pages';
import { renderPage } from '../modules/seo/render';
import { loadPageRenderer } from '../modules/seo/ssr';
import { sendCached, weakEtag, type CachedResponse } from './response-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are revalidated on every visit (a 304 when unchanged): they carry the latest data. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serves uploaded images and the built single-page app: hashed assets cached for a year, and
 * every other GET answered with index.html carrying that page's head (title, description,
 * canonical URL, social cards, structured data), its initial data and preloads, with the
 * page's status (404 for an unknown artwork, post or path).
 */
export default fp(async function web(app: FastifyInstance) {
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  await app.register(fastifyStatic, {
    root: uploadsDir,
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
  const template = hasWeb ? readFileSync(indexPath!, 'utf8') : undefined;
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

  async function renderFor(
    request: FastifyRequest,
  ): Promise<CachedResponse | { redirect: string }> {
    const url = new URL(request.url, 'http://localhost');
    const answer = await resolvePage(app, url);
    if ('redirect' in answer) return answer;
    const { view, site } = answer;
    const state = view.queries.length ? dehydratedState(view.queries) : null;
    const appHtml = (await renderBody?.(request.url, view.module, state)) ?? null;
    const body = Buffer.from(renderPage(template!, view, site, assetsOf(view.module), appHtml));
    return {
      status: view.status,
      contentType: 'text/html; charset=utf-8',
      body,
      etag: weakEtag(body),
      headers: view.noindex ? { 'x-robots-tag': 'noindex' } : undefined,
    };
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const looksLikeFile =
      /\.[a-z0-9]{1,8}$/i.test(url) || url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (isApi || looksLikeFile || !template) return notFound(reply, isApi);
    if (adminPage && /^\/admin(\/|$)/i.test(url))
      return sendCached(request, reply, adminPage, PAGE_CACHE_CONTROL);

    const key = `page:${request.url}`;
    const cache = app.publicCache;
    let page = cache.get(key);
    if (!page) {
      const generation = cache.generation;
      const rendered = await renderFor(request);
      if ('redirect' in rendered) return reply.redirect(rendered.redirect, 301);
      page = rendered;
      if (request.url.length <= 1024) cache.set(key, generation, page);
    }
    return sendCached(request, reply, page, PAGE_CACHE_CONTROL);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return notFound(reply, url === API_PREFIX || url.startsWith(`${API_PREFIX}/`));
  });
});
