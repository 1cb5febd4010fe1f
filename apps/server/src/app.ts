import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@atelier/core';
import type { Config } from './config';
import { createDatabase, databaseOptions, type Database } from './db/client';
import './app-types';
import { loggerOptions } from './lib/log-redaction';
import { responseSerializerCompiler } from './lib/response-serializer';
import { loadSecrets } from './lib/secrets';
import { fastifyTrustProxy } from './lib/trust-proxy';
import assetUrls from './plugins/asset-urls';
import authPlugin from './plugins/auth';
import emptyBody from './plugins/empty-body';
import errorHandler from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/http-errors';
import metrics from './plugins/metrics';
import publicCache from './plugins/public-cache';
import publicReads from './plugins/public-reads';
import routeRules from './plugins/route-rules';
import securityHeaders from './plugins/security-headers';
import webPlugin from './modules/seo/web.routes';
import { outboxMailer } from './modules/mail/mailer.service';
import { createStorage } from './modules/uploads/storage-drivers.service';
import { ensureDefaultSettings } from './modules/settings/settings.service';
import { apiModules } from './modules/index';
import healthRoutes from './modules/health/health.routes';
import { startOutboxWorker } from './modules/mail/outbox.worker';
import { startOrderSweeper } from './modules/orders/sweep.worker';
import { startBackupScheduler } from './modules/backups/backup-scheduler.worker';
import { startNewsletterWorker } from './modules/newsletter/newsletter-delivery.worker';
import { startReservationNotices } from './modules/offers/reservation-notices.worker';
import { startWaitlistNotices } from './modules/waitlist/waitlist-notices.worker';
import { startImageJobs } from './modules/uploads/image-jobs.worker';

export interface BuildOptions {
  /** An already-open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app: external plugins, then ours, then one plugin per resource. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(opts.logStream && { stream: opts.logStream }),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Refusals raised before any route runs answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Answers are written by a serializer compiled from their zod schema; outside production each
  // is checked against zod's own serializer too (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));
  // Validation with the zod schemas of core; a missing body is `undefined` (see empty-body).
  await app.register(emptyBody);

  const database = opts.database ?? (await createDatabase(databaseOptions(config)));
  if (!opts.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('secrets', await loadSecrets(database.db, config.appSecret));
  app.decorate('mailer', outboxMailer);
  app.decorate('storage', createStorage(config));
  await ensureDefaultSettings(database.db);

  app.decorate('draining', false);
  // A stopping server tells keep-alive clients to come back through the load balancer.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Before the public cache, which keeps answers as they leave this hook.
  await app.register(assetUrls);
  await app.register(publicCache);
  await app.register(publicReads);
  await app.register(metrics);
  await app.register(rateLimit, await rateLimitOptions(app, config));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description: 'Portfolio, blog, newsletter and shop API',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);
  await app.register(routeRules);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.register(webPlugin);

  if (config.startWorkers) {
    const worker = startOutboxWorker(app);
    const sweeper = startOrderSweeper(app);
    const backups = startBackupScheduler(app);
    const newsletters = startNewsletterWorker(app);
    const reservations = startReservationNotices(app);
    const waitlist = startWaitlistNotices(app);
    const images = config.imageJobs ? startImageJobs(app) : undefined;
    app.addHook('onClose', () =>
      Promise.all(
        [worker, sweeper, backups, newsletters, reservations, waitlist, images].map((task) =>
          task?.stop(),
        ),
      ).then(() => undefined),
    );
  }
  return app;
}

async function rateLimitOptions(app: FastifyInstance, config: Config) {
  // Counters live in Redis when several instances share the load; in memory otherwise.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  return { global: false, redis, nameSpace: `${config.redisPrefix}rl-` };
}
