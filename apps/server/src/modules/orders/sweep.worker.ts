import type { FastifyInstance } from 'fastify';
import { startIntervalTask } from '../../lib/interval-task';
import { expireLapsedOrders } from './orders.service';

const SWEEP_MS = 60_000;

/**
 * Tidies up once a minute: pending orders whose hold has run out become `expired`, each with
 * its event. Nothing depends on it — holds are read against the clock at query time, so a
 * lapsed hold frees its works at once — it only keeps the admin list truthful. Safe on every
 * instance at once (a conditional UPDATE).
 */
export function startOrderSweeper(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  return startIntervalTask(
    opts.intervalMs ?? SWEEP_MS,
    () =>
      expireLapsedOrders(app.db).then(
        (n) => n && app.log.info({ expired: n }, 'expired lapsed orders'),
      ),
    (err) => app.log.error({ err }, 'order sweep failed'),
  );
}
