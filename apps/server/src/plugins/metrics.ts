import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/errors';
import { lastBackupAt } from '../modules/backups/backups.service';
import { failedEmailCount, pendingEmailCount } from '../modules/mail/failed-emails.service';
import { imageJobCounts } from '../modules/uploads/image-jobs.service';
import { metricsOfEveryProcess, shareMetricsWithPrimary } from './metrics-across-processes';

/** The token compared in constant time (hashes make the lengths equal). */
const digest = (value: string) => createHash('sha256').update(value).digest();
const bearerOf = (request: FastifyRequest) =>
  /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

/**
 * GET /metrics in Prometheus's text format, for an operator's scraper: request durations by
 * route pattern (never the raw URL, whose ids and queries would make endless series), the public
 * cache's hits and misses, the outbox's depth and failures, the image jobs by status, the
 * PostgreSQL pool and the time of the last backup. It exists only when METRICS_TOKEN is set, and answers only that bearer token.
 * Each app has its own registry, so tests and several apps in one process never mix figures.
 */
export default fp(async function metrics(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Counter({
    name: 'public_cache_lookups_total',
    help: 'Public reads and pages answered from the in-process cache (hit), computed (miss), or given the answer of a miss computing at the same time (coalesced)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses, coalesced } = app.publicCache.stats;
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
      this.inc({ result: 'coalesced' }, coalesced);
    },
  });
  new Gauge({
    name: 'outbox_pending_emails',
    help: 'Emails waiting in the outbox',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set(await pendingEmailCount(app.db));
    },
  });
  new Gauge({
    name: 'outbox_failed_emails',
    help: 'Emails that could not be sent for good (listed in the admin)',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set(await failedEmailCount(app.db));
    },
  });
  new Gauge({
    name: 'image_jobs',
    help: 'Image jobs (AVIF variants, deep-zoom tiles) by status',
    labelNames: ['status'],
    registers: [registry],
    aggregator: 'first',
    async collect() {
      const counts = await imageJobCounts(app.db);
      for (const status of ['queued', 'running', 'done', 'failed'] as const)
        this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: 'last_backup_timestamp_seconds',
    help: 'When the last successful backup finished (0: never)',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      const at = await lastBackupAt(app.db);
      this.set(at ? at.getTime() / 1000 : 0);
    },
  });
  const stats = app.database.poolStats;
  if (stats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = stats();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // One of several server processes (decision 038): a scrape reaches any one, which answers
  // with the figures of all.
  if (cluster.isWorker) shareMetricsWithPrimary(registry);

  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!timingSafeEqual(digest(bearerOf(request)), expected)) throw unauthorized();
    reply.header('cache-control', 'no-store');
    reply.type(registry.contentType);
    return cluster.isWorker ? metricsOfEveryProcess() : registry.metrics();
  });
});
