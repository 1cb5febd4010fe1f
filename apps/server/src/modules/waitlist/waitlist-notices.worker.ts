import type { FastifyInstance } from 'fastify';
import { startIntervalTask } from '../../lib/interval-task';
import { sendWaitlistNotices } from './waitlist.service';

/** Every WAITLIST_NOTICE_SECONDS: notices of new work to the waitlist (safe on every instance at once). */
export function startWaitlistNotices(app: FastifyInstance) {
  return startIntervalTask(
    app.config.waitlistNoticeMs,
    () =>
      sendWaitlistNotices(app).then(
        (sent) => sent > 0 && app.log.info({ sent }, 'queued waitlist notices'),
      ),
    (err) => app.log.error({ err }, 'waitlist notices failed'),
  );
}
