import type { FastifyInstance } from 'fastify';
import { expireLapsedOrders } from './orders.service';

const SWEEP_MS = 60_000;

/**
 * Tidies up once a minute: pending orders whose hold has run out become `expired`, each with
 * its event. Nothing depends on it — holds are read against the clock at query time, so a
 * lapsed hold frees its works at once — it only keeps the admin list truthful. Safe on every
 * instance at once (a conditional UPDATE). The timer never keeps the process alive.
 */
export function startOrderSweeper(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  let inFlight: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = expireLapsedOrders(app.db)
      .then((n) => n && app.log.info({ expired: n }, 'expired lapsed orders'))
      .catch((err: unknown) => app.log.error({ err }, 'order sweep failed'))
      .finally(() => (inFlight = undefined));
  }, opts.intervalMs ?? SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
