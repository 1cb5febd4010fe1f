import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@atelier/core';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images and the built single-page app: hashed assets cached for a year,
 * every other non-API GET answered with index.html so deep links work.
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
  const indexHtml = hasWeb ? readFileSync(indexPath!, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url) || url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (isApi || looksLikeFile || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: { message: isApi ? 'Route not found' : 'Not found', code: 'not_found' } });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
