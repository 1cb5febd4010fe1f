import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, PREVIEW_TOKEN_HEADER } from '@atelier/core';
import { clientHasCurrent, ResponseCache, sendCached, weakEtag } from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public API reads and rendered pages kept in memory; `invalidate()` after a write. */
    publicCache: ResponseCache;
  }
  interface FastifyRequest {
    /** Cache key and generation of a public read being computed (a miss). */
    publicCacheMiss?: { key: string; generation: number };
  }
}

/** Public reads that every anonymous visitor gets alike (SPEC §7). */
const CACHEABLE = ['/artworks', '/collections', '/blog/', '/page-content/', '/settings/'].map(
  (p) => `${API_PREFIX}${p}`,
);
/** Writes that never change what public reads return. */
const HARMLESS_WRITES = ['/contact', '/newsletter/', '/preview/', '/auth/', '/checkout/quote'].map(
  (p) => `${API_PREFIX}${p}`,
);

/**
 * Browsers revalidate every time (a cheap 304 with the ETag), so a visitor, and the artist
 * looking at the site after an edit, never sees an old copy. `stale-while-revalidate` in
 * Cache-Control would apply to browsers too: it goes only in CDN-Cache-Control (RFC 9213),
 * which CDNs read instead of Cache-Control (Cloudflare, Akamai, Fastly). A CDN that knows only
 * Cache-Control keeps a copy for 30 s (s-maxage).
 */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
export const PUBLIC_API_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** An admin's or a preview holder's reads: the browser may keep them but must revalidate. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** The answer differs with these request headers. */
const VARY = ['authorization', PREVIEW_TOKEN_HEADER];

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isPersonal = (request: FastifyRequest) =>
  Boolean(request.headers.authorization) || Boolean(request.headers[PREVIEW_TOKEN_HEADER]);

/** A GET any anonymous visitor gets alike, for an URL short enough to be a key. */
function cacheableRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.length > 1024 || isPersonal(request)) return false;
  const path = pathOf(request.url);
  return CACHEABLE.some((prefix) => path.startsWith(prefix));
}

const changesPublicData = (request: FastifyRequest) => {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
    return false;
  const path = pathOf(request.url);
  return (
    path.startsWith(`${API_PREFIX}/`) && !HARMLESS_WRITES.some((prefix) => path.startsWith(prefix))
  );
};

/**
 * HTTP caching of the API: a weak ETag on every GET (304 when the client's copy is current),
 * Cache-Control on each read, and an in-process cache of public reads so a popular page does
 * not hit the database on every request. Admins (a bearer token) and preview holders always
 * bypass it. Any successful write that may change public data empties it before its answer
 * leaves, so the next read is fresh; entries also expire after the configured TTL, which bounds
 * staleness across instances and for changes made by the clock (scheduled posts, lapsed holds).
 */
export default fp(async function publicCache(app: FastifyInstance) {
  const cache = new ResponseCache(app.config.publicCacheTtlMs);
  app.decorate('publicCache', cache);

  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || !cacheableRead(request)) return;
    const hit = cache.get(request.url);
    if (hit) {
      reply.header('x-cache', 'HIT');
      reply.header('cdn-cache-control', PUBLIC_API_CDN_CACHE_CONTROL);
      return sendCached(request, reply, hit, PUBLIC_API_CACHE_CONTROL, VARY);
    }
    request.publicCacheMiss = { key: request.url, generation: cache.generation };
  });

  // Runs before the compression plugin's own onSend (route-level hooks run after these).
  app.addHook('onSend', async (request, reply, payload) => {
    if (changesPublicData(request) && reply.statusCode < 400) {
      cache.invalidate();
      return payload;
    }
    if (request.method !== 'GET' || !pathOf(request.url).startsWith(`${API_PREFIX}/`))
      return payload;
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    const etag = weakEtag(payload);
    reply.header('etag', etag);
    const miss = request.publicCacheMiss;
    if (!reply.hasHeader('cache-control')) {
      if (cacheableRead(request)) {
        reply.header('cache-control', PUBLIC_API_CACHE_CONTROL);
        reply.header('cdn-cache-control', PUBLIC_API_CDN_CACHE_CONTROL);
      } else reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    if (cacheableRead(request) || isPersonal(request))
      reply.header('vary', ['accept-encoding', ...VARY].join(', '));
    if (miss) {
      reply.header('x-cache', 'MISS');
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const contentType = String(
        reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
      );
      cache.set(miss.key, miss.generation, { status: 200, contentType, body, etag });
    }
    if (clientHasCurrent(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
