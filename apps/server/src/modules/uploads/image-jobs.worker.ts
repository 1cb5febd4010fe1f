import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { runNextImageJob } from './image-jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image job worker, when this process runs workers: `wake()` after queueing a job. */
    imageJobs?: { wake: () => void };
  }
}

/**
 * Works through the image jobs one at a time (decision 035): woken by an upload, and every
 * `imageJobPollMs` for jobs queued elsewhere, retried, or left by a stopped process. One at a
 * time keeps the memory of a 300-megapixel original to one pipeline. Stopping gives the job in
 * hand back at its next step, and kills an encoder's process at work (the tiles of a huge
 * original take minutes); what is still not done after a few seconds (a slow bucket) is not
 * waited for: its lease runs out and the next claim takes the job.
 */
const STOP_WAIT_MS = 5000;

export function startImageJobs(app: FastifyInstance) {
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (!controller.signal.aborted && (await runNextImageJob(app, controller.signal)));
  };
  const wake = () => {
    if (running || controller.signal.aborted) return;
    running = drain()
      .catch((err) => app.log.error({ err }, 'image jobs failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(wake, app.config.imageJobPollMs);
  timer.unref();
  app.decorate('imageJobs', { wake });
  wake();
  return {
    async stop() {
      clearInterval(timer);
      controller.abort();
      await Promise.race([running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
    },
  };
}
