import type { FastifyInstance } from 'fastify';
import { startIntervalTask } from '../../lib/interval-task';
import { remindEndingHolds } from './order-hold-deadlines.service';
import { expireLapsedOrders } from './orders.service';
import { settleDueRefunds } from './refunds.service';

const SWEEP_MS = 60_000;

/**
 * Tidies up once a minute: pending orders whose hold has run out become `expired`, each with
 * its event. Nothing depends on that — holds are read against the clock at query time, so a
 * lapsed hold frees its works at once — it only keeps the admin list truthful. Buyers paying
 * by transfer are reminded a day before their hold ends (once: each order is stamped with its
 * outbox row). Safe on every instance at once (locked rows are skipped, updates conditional). It also settles refunds that a crash or a refusal
 * left requested (Stripe answers a repeated request with the same refund).
 */
export function startOrderSweeper(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  return startIntervalTask(
    opts.intervalMs ?? SWEEP_MS,
    async () => {
      const expired = await expireLapsedOrders(app.db);
      if (expired) app.log.info({ expired }, 'expired lapsed orders');
      const reminded = await remindEndingHolds(app);
      if (reminded) app.log.info({ reminded }, 'reminded buyers whose hold ends within a day');
      if (app.config.stripe) await settleDueRefunds(app);
    },
    (err) => app.log.error({ err }, 'order sweep failed'),
  );
}
