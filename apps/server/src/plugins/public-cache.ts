import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_PREFIX, PREVIEW_TOKEN_HEADER } from '@atelier/core';
import { startCacheBus } from '../lib/cache-bus';
import {
  clientHasCurrent,
  ResponseCache,
  sendCached,
  weakEtag,
  type CacheScope,
  type CacheTicket,
  type CachedResponse,
} from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public API reads and rendered pages kept in memory; `invalidate()` after a write. */
    publicCache: ResponseCache;
    /**
     * For a change made outside a request (a background job): empties those scopes here and
     * tells the other instances, as a write's answer does.
     */
    publicDataChanged: (scopes: readonly CacheScope[]) => Promise<void>;
  }
  interface FastifyRequest {
    /** A public read being computed (a miss): its key, ticket, and the call that ends it. */
    publicCacheMiss?: { key: string; ticket: CacheTicket; finish: () => void };
  }
}

/**
 * Public reads that every anonymous visitor gets alike (docs/product.md §7), and the data each
 * shows besides the site's ('site' alone for the site's settings and page texts).
 */
const CACHEABLE: [prefix: string, scopes: CacheScope[]][] = [
  ['/artworks', ['works']],
  ['/collections', ['works']],
  ['/blog/', ['posts']],
  ['/page-content/', []],
  ['/settings/', []],
].map(([prefix, scopes]) => [`${API_PREFIX}${prefix as string}`, scopes as CacheScope[]]);

/**
 * What a write under each path may change. Orders, payments and accepted offers put works on
 * hold or sell them, so they change the works; a write under any other path (settings, page texts, or a route
 * added later) empties everything, which is always safe.
 */
const WRITES: [prefix: string, scopes: CacheScope[]][] = [
  ['/artworks', ['works']],
  ['/collections', ['works']],
  ['/checkout/orders', ['works']],
  ['/admin/orders/', ['works']],
  ['/payments/', ['works']],
  // Accepting an offer (the artist's, or the buyer's counter) reserves the work.
  ['/offers/', ['works']],
  ['/admin/offers/', ['works']],
  ['/admin/reservations', ['works']],
  ['/blog/', ['posts']],
].map(([prefix, scopes]) => [`${API_PREFIX}${prefix as string}`, scopes as CacheScope[]]);

/** The data an API path shows (a read) or changes (a write). */
export function scopesOfApiPath(path: string, method = 'GET'): CacheScope[] {
  const table = method === 'GET' ? CACHEABLE : WRITES;
  return table.find(([prefix]) => path.startsWith(prefix))?.[1] ?? ['site'];
}

/** Writes that never change what public reads return. */
const HARMLESS_WRITES = [
  '/contact',
  '/inquiries',
  '/newsletter/',
  '/preview/',
  '/auth/',
  '/checkout/quote',
].map((p) => `${API_PREFIX}${p}`);
/** Harmless writes at exactly these paths: making an offer (accepting one is under /offers/). */
const HARMLESS_EXACT = new Set([`${API_PREFIX}/offers`]);

/**
 * Browsers revalidate every time (a cheap 304 with the ETag), so a visitor, and the artist
 * looking at the site after an edit, never sees an old copy. `stale-while-revalidate` in
 * Cache-Control would apply to browsers too: it goes only in CDN-Cache-Control (RFC 9213),
 * which CDNs read instead of Cache-Control (Cloudflare, Akamai, Fastly). A CDN that knows only
 * Cache-Control keeps a copy for 30 s (s-maxage).
 */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
export const PUBLIC_API_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** A preview holder's catalogue reads: the browser may keep them but must revalidate. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/**
 * Every other read that is not public: what a secret link opens (an order, an offer, a payment
 * page) carries a buyer's name and address, so no copy is kept anywhere. It is the default, so
 * a new route of that kind cannot leak by forgetting a header.
 */
export const SECRET_READ_CACHE_CONTROL = 'no-store';
/** The answer differs with these request headers. */
const VARY = ['authorization', PREVIEW_TOKEN_HEADER];

/** The longest a request waits for another's computation of the same key. */
const WAIT_FOR_MISS_MS = 10_000;

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isPersonal = (request: FastifyRequest) =>
  Boolean(request.headers.authorization) || Boolean(request.headers[PREVIEW_TOKEN_HEADER]);

/** A GET any anonymous visitor gets alike, for an URL short enough to be a key. */
function cacheableRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.length > 1024 || isPersonal(request)) return false;
  const path = pathOf(request.url);
  return CACHEABLE.some(([prefix]) => path.startsWith(prefix));
}

/**
 * The parameters a route reads, from its querystring schema: null to keep every parameter (a
 * schema of another kind, or one that refuses unknown keys, so the route still answers 400).
 */
function knownParameters(request: FastifyRequest): Set<string> | null {
  const schema = request.routeOptions.schema?.querystring;
  if (!schema) return NO_PARAMETERS;
  if (typeof schema !== 'object') return null;
  let known = knownBySchema.get(schema);
  if (known === undefined) {
    known = parametersOf(schema);
    knownBySchema.set(schema, known);
  }
  return known;
}

const NO_PARAMETERS = new Set<string>();
/** Worked out once a route: every read of a public list asks. */
const knownBySchema = new WeakMap<object, Set<string> | null>();

function parametersOf(schema: unknown): Set<string> | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const catchall = (schema as z.ZodObject)._zod.def.catchall;
  if (catchall && catchall._zod.def.type === 'never') return null;
  return new Set(Object.keys((schema as z.ZodObject).shape));
}

/**
 * A read's cache key, its canonical URL: the parameters the route does not read are dropped and
 * the others sorted by name, so `?limit=20&x=junk` and `?x=1&limit=20` are the entry of `?limit=20`:
 * a junk parameter neither misses nor fills the cache.
 */
export function canonicalReadKey(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  if (at < 0) return request.url;
  const known = knownParameters(request);
  const kept = [...new URLSearchParams(request.url.slice(at + 1))]
    .filter(([name]) => known === null || known.has(name))
    // By name only: a sort that keeps the order of a repeated parameter's values.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = request.url.slice(0, at);
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

const changesPublicData = (request: FastifyRequest) => {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
    return false;
  const path = pathOf(request.url);
  return (
    path.startsWith(`${API_PREFIX}/`) &&
    !HARMLESS_EXACT.has(path) &&
    !HARMLESS_WRITES.some((prefix) => path.startsWith(prefix))
  );
};

/**
 * HTTP caching of the API: a weak ETag on every GET (304 when the client's copy is current),
 * Cache-Control on each read, and an in-process cache of public reads so a popular page does
 * not hit the database on every request. Admins (a bearer token) and preview holders always
 * bypass it. Any successful write that may change public data empties it before its answer
 * leaves, so the next read is fresh, and tells the other instances to do the same (the cache bus,
 * decision 029); entries also expire after the configured TTL, a safety net for a lost message
 * and the bound for changes made by the clock (scheduled posts, lapsed holds).
 */
export default fp(async function publicCache(app: FastifyInstance) {
  const cache = new ResponseCache(app.config.publicCacheTtlMs);
  app.decorate('publicCache', cache);
  const bus = await startCacheBus({
    redisUrl: app.config.redisUrl,
    redisPrefix: app.config.redisPrefix,
    databaseUrl: app.config.databaseUrl,
    onRemoteChange: (scopes) => cache.invalidate(scopes),
    log: app.log,
  });
  app.addHook('onClose', () => bus.close());
  app.decorate('publicDataChanged', async (scopes: readonly CacheScope[]) => {
    cache.invalidate(scopes);
    await bus.publish(scopes);
  });
  // Another instance's message may have arrived with a request: its callback runs first (I/O
  // callbacks of one turn run before setImmediate), so a read that starts after a write
  // elsewhere has answered never gets the old copy.
  if (bus.shared) cache.settle = () => new Promise((resolve) => setImmediate(resolve));

  const answerHit = (request: FastifyRequest, reply: FastifyReply, hit: CachedResponse) => {
    reply.header('x-cache', 'HIT');
    reply.header('cdn-cache-control', PUBLIC_API_CDN_CACHE_CONTROL);
    return sendCached(request, reply, hit, PUBLIC_API_CACHE_CONTROL, VARY);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || !cacheableRead(request)) return;
    const key = canonicalReadKey(request);
    const hit = await cache.lookup(key);
    if (hit) return answerHit(request, reply, hit);
    // One miss computes; the requests for the same key meanwhile wait for it and share its
    // answer (a cold start, or an entry that just expired, under a crowd).
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const running = cache.claim(key, done);
    if (running) {
      // Bounded: a computation whose request vanished must not hold the others for long.
      await Promise.race([running, sleep(WAIT_FOR_MISS_MS, undefined, { ref: false })]);
      const shared = cache.get(key);
      if (shared) return answerHit(request, reply, shared);
    }
    request.publicCacheMiss = { key, ticket: cache.ticket(), finish: running ? () => {} : finish };
  });

  // Runs before the compression plugin's own onSend (route-level hooks run after these).
  app.addHook('onSend', async (request, reply, payload) => {
    if (changesPublicData(request) && reply.statusCode < 400) {
      const scopes = scopesOfApiPath(pathOf(request.url), request.method);
      cache.invalidate(scopes);
      await bus.publish(scopes);
      return payload;
    }
    try {
      return answerRead(request, reply, payload);
    } finally {
      // Whatever the answer (an error too), the requests waiting for this miss go on.
      request.publicCacheMiss?.finish();
    }
  });

  /** ETag, Cache-Control and Vary of a read, kept in the cache when it is a public miss. */
  function answerRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.method !== 'GET' || !pathOf(request.url).startsWith(`${API_PREFIX}/`))
      return payload;
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    // Encoded once: the tag hashes these bytes, the cache keeps them and the socket writes
    // them. Hashed as a string, then measured and written as one, the body was encoded to UTF-8
    // three times (a list with one curly quote is a two-byte string, the slowest to encode).
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = weakEtag(body);
    reply.header('etag', etag);
    const miss = request.publicCacheMiss;
    if (!reply.hasHeader('cache-control')) {
      if (cacheableRead(request)) {
        reply.header('cache-control', PUBLIC_API_CACHE_CONTROL);
        reply.header('cdn-cache-control', PUBLIC_API_CDN_CACHE_CONTROL);
      } else
        reply.header(
          'cache-control',
          isPersonal(request) ? PRIVATE_CACHE_CONTROL : SECRET_READ_CACHE_CONTROL,
        );
    }
    if (cacheableRead(request) || isPersonal(request))
      reply.header('vary', ['accept-encoding', ...VARY].join(', '));
    if (miss) {
      reply.header('x-cache', 'MISS');
      const contentType = String(
        reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
      );
      const scopes = scopesOfApiPath(pathOf(request.url));
      cache.set(miss.key, miss.ticket, scopes, { status: 200, contentType, body, etag });
    }
    if (clientHasCurrent(request, etag)) {
      reply.code(304);
      return '';
    }
    return body;
  }
});
