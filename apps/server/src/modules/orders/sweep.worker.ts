import type { FastifyInstance } from 'fastify';
import { startIntervalTask } from '../../lib/interval-task';
import { expireLapsedOrders } from './orders.service';
import { settleDueRefunds } from './refunds.service';

const SWEEP_MS = 60_000;

/**
 * Tidies up once a minute: pending orders whose hold has run out become `expired`, each with
 * its event. Nothing depends on it — holds are read against the clock at query time, so a
 * lapsed hold frees its works at once — it only keeps the admin list truthful. Safe on every
 * instance at once (a conditional UPDATE). It also settles refunds that a crash or a refusal
 * left requested (Stripe answers a repeated request with the same refund).
 */
export function startOrderSweeper(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  return startIntervalTask(
    opts.intervalMs ?? SWEEP_MS,
    async () => {
      const expired = await expireLapsedOrders(app.db);
      if (expired) app.log.info({ expired }, 'expired lapsed orders');
      if (app.config.stripe) await settleDueRefunds(app);
    },
    (err) => app.log.error({ err }, 'order sweep failed'),
  );
}
