import type { FastifyInstance } from 'fastify';
import { startIntervalTask } from '../../lib/interval-task';
import { sendReservationNotices } from './reservation-notices.service';

const NOTICES_MS = 60_000;

/** Once a minute: reservation reminders and endings (safe on every instance at once). */
export function startReservationNotices(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  return startIntervalTask(
    opts.intervalMs ?? NOTICES_MS,
    () =>
      sendReservationNotices(app).then(
        (sent) => (sent.reminded || sent.ended) && app.log.info(sent, 'sent reservation notices'),
      ),
    (err) => app.log.error({ err }, 'reservation notices failed'),
  );
}
