import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Upload keys and hashed assets are content-addressed: a file never changes once written. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A response kept in memory: its bytes, their weak ETag and compressed copies made on demand. */
export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** Extra headers answered with it (e.g. X-Robots-Tag). */
  headers?: Record<string, string>;
  /** Compressed copies, made the first time a client accepts each encoding. */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/**
 * The kinds of public data that change independently (decision 030): the artist's works
 * (artworks, collections, and the orders that put them on hold), the studio's posts, and the
 * site itself (settings, page texts), which every answer shows. Editing a post empties what
 * shows posts, not the gallery; a change to the site, or a write of unknown kind, empties all.
 */
export const CACHE_SCOPES = ['works', 'posts', 'site'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/** The generation of every scope when a miss started: what it computed was current then. */
export type CacheTicket = Readonly<Record<CacheScope, number>>;

/** What `ResponseCache.fill` computed: the answer, and what of it to keep. */
export interface Computed<T> {
  answer: T;
  keep?: { response: CachedResponse; scopes: readonly CacheScope[] };
}

interface Slot {
  response: CachedResponse;
  /** What the response shows; 'site' always. */
  scopes: CacheScope[];
  ticket: CacheTicket;
  expires: number;
}

/** Weak validator of a body: equal bytes, equal tag; any change, another tag. */
export const weakEtag = (body: Buffer | string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds the tag (or *): the client's copy is current. */
export function clientHasCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * An in-process LRU cache of public responses (public API reads and rendered pages). Entries
 * live for `ttlMs` and belong to the scopes of the data they show; a write bumps the generation
 * of the scopes it changes, which empties those entries at once and drops any answer computed
 * before it. Other instances hear of the write through the cache bus (decision 029). The key is
 * the request's canonical URL (the callers make it), and concurrent misses of one key are
 * coalesced (`fill`, `await`): a cold start or an expired entry costs one computation, not one
 * per waiting visitor.
 */
export class ResponseCache {
  private slots = new Map<string, Slot>();
  private bytes = 0;
  private generations: Record<CacheScope, number> = { works: 0, posts: 0, site: 0 };
  /** Misses being computed, by key: later requests for the key wait for the first. */
  private pending = new Map<string, Promise<void>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * Lets news from other instances that arrived with a request be applied before a lookup (the
   * cache bus sets it; decision 029).
   */
  settle: () => Promise<void> = async () => undefined;

  /** `get`, after applying what other instances said meanwhile: use it to answer a request. */
  async lookup(key: string): Promise<CachedResponse | null> {
    await this.settle();
    const found = this.get(key);
    if (found) this.stats.hits++;
    else this.stats.misses++;
    return found;
  }

  /** Lookups answered from memory and not, and misses that waited for another (for /metrics). */
  readonly stats = { hits: 0, misses: 0, coalesced: 0 };

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.slots.size;
  }

  /** Take it when a miss starts; `set` keeps the answer only if no write came meanwhile. */
  ticket(): CacheTicket {
    return { ...this.generations };
  }

  get(key: string): CachedResponse | null {
    const slot = this.slots.get(key);
    if (!slot) return null;
    if (!this.current(slot.scopes, slot.ticket) || slot.expires <= Date.now()) {
      this.delete(key);
      return null;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.response;
  }

  /**
   * Stores a response computed since `ticket`, showing data of `scopes` ('site' goes without
   * saying); dropped if a write to one of them happened meanwhile.
   */
  set(key: string, ticket: CacheTicket, scopes: readonly CacheScope[], response: CachedResponse) {
    const all = [...new Set<CacheScope>([...scopes, 'site'])];
    if (!this.enabled || !this.current(all, ticket) || response.body.length > this.maxBytes / 8)
      return;
    this.delete(key);
    this.slots.set(key, { response, scopes: all, ticket, expires: Date.now() + this.ttlMs });
    this.bytes += response.body.length;
    for (const [oldest] of this.slots) {
      if (this.bytes <= this.maxBytes && this.slots.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  /**
   * Forgets the entries that show data of `scopes` (a write changed it); 'site', or no scope
   * given, forgets every entry.
   */
  invalidate(scopes: readonly CacheScope[] = CACHE_SCOPES) {
    const bumped = scopes.includes('site') ? CACHE_SCOPES : scopes;
    for (const scope of bumped) this.generations[scope] += 1;
    for (const [key, slot] of this.slots)
      if (slot.scopes.some((scope) => bumped.includes(scope))) this.delete(key);
  }

  /**
   * Marks `key` as being computed until `done` settles, unless it already is: then answers the
   * computation to wait for instead (and the caller looks the key up again once it is over).
   */
  claim(key: string, done: Promise<unknown>): Promise<void> | null {
    const running = this.pending.get(key);
    if (running) {
      this.stats.coalesced++;
      return running;
    }
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    this.pending.set(key, settled);
    void settled.then(() => {
      if (this.pending.get(key) === settled) this.pending.delete(key);
    });
    return null;
  }

  /**
   * The cached response for `key`, else what `compute` answers, computed once however many ask
   * at the same time. `keep` is the response to store and the scopes it shows; without it (a
   * redirect, a 404) nothing is stored.
   */
  async fill<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T | CachedResponse> {
    // Off (a TTL of 0), nothing computed for one request may answer another: waiting for a
    // computation already running would only delay this one, which computes its own anyway
    // (as the API's reads do, the cache off).
    if (!this.enabled) return (await compute()).answer;
    const hit = await this.lookup(key);
    if (hit) return hit;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const running = this.claim(key, done);
    if (running) {
      await running;
      // The first computation was not kept (a write meanwhile, or not to keep): compute our
      // own rather than wait in line again.
      return this.get(key) ?? (await compute()).answer;
    }
    try {
      const ticket = this.ticket();
      const { answer, keep } = await compute();
      if (keep) this.set(key, ticket, keep.scopes, keep.response);
      return answer;
    } finally {
      finish();
    }
  }

  private current(scopes: readonly CacheScope[], ticket: CacheTicket) {
    return scopes.every((scope) => ticket[scope] === this.generations[scope]);
  }

  private delete(key: string) {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.bytes -= slot.response.body.length;
    this.slots.delete(key);
  }
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    accept.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const COMPRESS_MIN_BYTES = 1024;

function encoded(response: CachedResponse, encoding: 'br' | 'gzip'): Promise<Buffer> {
  response.encoded ??= {};
  // Compressed once per entry on the thread pool; every later hit sends the same bytes.
  response.encoded[encoding] ??=
    encoding === 'br'
      ? br(response.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 6,
            [zlib.BROTLI_PARAM_SIZE_HINT]: response.body.length,
          },
        })
      : gz(response.body, { level: 6 });
  return response.encoded[encoding]!;
}

/**
 * Answers a cached response: 304 when the client's copy is current, else the bytes in the best
 * encoding it accepts (already compressed, so the compression plugin leaves them alone).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  cacheControl: string,
  vary: string[] = [],
): Promise<FastifyReply> {
  reply.header('etag', response.etag).header('cache-control', cacheControl);
  for (const [name, value] of Object.entries(response.headers ?? {})) reply.header(name, value);
  const encoding = response.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request) : null;
  reply.header('vary', ['accept-encoding', ...vary].join(', '));
  if (response.status === 200 && clientHasCurrent(request, response.etag))
    return reply.code(304).send();
  reply.code(response.status).type(response.contentType);
  if (!encoding || request.method === 'HEAD') return reply.send(response.body);
  return reply.header('content-encoding', encoding).send(await encoded(response, encoding));
}
