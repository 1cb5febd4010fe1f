import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CACHE_SCOPES, type CacheScope } from './response-cache';

/**
 * Tells the other instances of the site that public data changed, so each empties its public
 * cache before its next read (decision 029). Redis pub/sub when REDIS_URL is set, otherwise
 * PostgreSQL's LISTEN/NOTIFY (no extra service); the embedded database serves one process, so
 * there it is local only. A message lost while a connection was down is covered twice: the
 * instance empties its cache when it reconnects, and entries expire after the cache's TTL anyway.
 */
export interface CacheBus {
  /** Whether other instances may be listening (not so with the embedded database). */
  readonly shared: boolean;
  /**
   * Tells every other instance which data changed; never throws (the write it follows has
   * already happened).
   */
  publish(scopes: readonly CacheScope[]): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  redisUrl?: string;
  redisPrefix: string;
  databaseUrl?: string;
  /**
   * Called when another instance changed public data of these scopes, or with every scope when
   * a connection came back (what was said meanwhile is unknown).
   */
  onRemoteChange: (scopes: readonly CacheScope[]) => void;
  log: FastifyBaseLogger;
}

const PG_CHANNEL = 'atelier_public_cache';

export async function startCacheBus(opts: CacheBusOptions): Promise<CacheBus> {
  if (opts.redisUrl) return redisBus(opts.redisUrl, opts);
  if (opts.databaseUrl) return postgresBus(opts.databaseUrl, opts);
  return { shared: false, publish: async () => undefined, close: async () => undefined };
}

/** Each instance knows its own messages by this id and ignores them. */
const newInstanceId = () => randomUUID();

/** A message is the sender's id and the scopes that changed: `<id> works,posts`. */
const message = (id: string, scopes: readonly CacheScope[]) => `${id} ${scopes.join(',')}`;

/** The scopes of another instance's message; null for our own. Unreadable: every scope. */
function heard(id: string, text: string): readonly CacheScope[] | null {
  const [sender, list = ''] = text.split(' ');
  if (sender === id) return null;
  const scopes = list
    .split(',')
    .filter((s): s is CacheScope => CACHE_SCOPES.includes(s as CacheScope));
  return scopes.length ? scopes : CACHE_SCOPES;
}

async function redisBus(url: string, opts: CacheBusOptions): Promise<CacheBus> {
  const id = newInstanceId();
  const channel = `${opts.redisPrefix}public-cache`;
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => opts.log.warn({ err: error }, 'cache bus: Redis error'));
  let connectedOnce = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself; what was said meanwhile is lost, so start afresh.
    if (connectedOnce) opts.onRemoteChange(CACHE_SCOPES);
    connectedOnce = true;
  });
  subscriber.on('message', (_channel: string, text: string) => {
    const scopes = heard(id, text);
    if (scopes) opts.onRemoteChange(scopes);
  });
  await subscriber.subscribe(channel);
  return {
    shared: true,
    publish: async (scopes) => {
      try {
        await publisher.publish(channel, message(id, scopes));
      } catch (error) {
        opts.log.warn({ err: error }, 'cache bus: could not tell the other instances');
      }
    },
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

async function postgresBus(url: string, opts: CacheBusOptions): Promise<CacheBus> {
  const id = newInstanceId();
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  // One connection of its own that only listens; it is opened again if it drops.
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      const scopes = heard(id, notification.payload ?? '');
      if (scopes) opts.onRemoteChange(scopes);
    });
    client.on('error', (error) => {
      opts.log.warn({ err: error }, 'cache bus: listening connection lost');
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!closed) retry = setTimeout(() => void reconnect(), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    listener = client;
  };
  const reconnect = async () => {
    try {
      await listen();
      opts.onRemoteChange(CACHE_SCOPES);
    } catch (error) {
      opts.log.warn({ err: error }, 'cache bus: could not listen again');
      if (!closed) retry = setTimeout(() => void reconnect(), 5000);
    }
  };
  await listen();

  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', (error) => opts.log.warn({ err: error }, 'cache bus: PostgreSQL error'));
  return {
    shared: true,
    publish: async (scopes) => {
      try {
        await publisher.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, message(id, scopes)]);
      } catch (error) {
        opts.log.warn({ err: error }, 'cache bus: could not tell the other instances');
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
