import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

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

interface Slot {
  response: CachedResponse;
  generation: number;
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
 * live for `ttlMs` and belong to a generation: any write that may change public data bumps the
 * generation, which empties the cache at once. With several instances each keeps its own, so a
 * write on one reaches the others after at most `ttlMs`.
 */
export class ResponseCache {
  private slots = new Map<string, Slot>();
  private bytes = 0;
  generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 2000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.slots.size;
  }

  get(key: string): CachedResponse | null {
    const slot = this.slots.get(key);
    if (!slot) return null;
    if (slot.generation !== this.generation || slot.expires <= Date.now()) {
      this.delete(key);
      return null;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.response;
  }

  /** Stores a response computed during `generation`; dropped if a write happened meanwhile. */
  set(key: string, generation: number, response: CachedResponse) {
    if (!this.enabled || generation !== this.generation || response.body.length > this.maxBytes / 8)
      return;
    this.delete(key);
    this.slots.set(key, { response, generation, expires: Date.now() + this.ttlMs });
    this.bytes += response.body.length;
    for (const [oldest] of this.slots) {
      if (this.bytes <= this.maxBytes && this.slots.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  /** Forgets every entry (a write changed public data). */
  invalidate() {
    this.generation += 1;
    this.slots.clear();
    this.bytes = 0;
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
