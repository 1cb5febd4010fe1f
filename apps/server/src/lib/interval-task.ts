/**
 * Runs `task` every `intervalMs`, never two runs at once (a slow run makes the next tick skip),
 * and reports a failure without stopping. The timer never keeps the process alive; `stop()`
 * waits for a run in flight, so a shutdown never cuts one in half. For the clock-driven
 * sweeps whose work is safe on every instance at once (each claims its rows in the database).
 */
export function startIntervalTask(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
) {
  let inFlight: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = task()
      .catch(onError)
      .finally(() => (inFlight = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}

/**
 * Runs `batch` now and again `intervalMs` after each run ends, or at once when the batch
 * called `more()` (it found a full batch: more work is waiting) or `wake()` was called (work was
 * queued; during a run, the next one starts when it ends). A failure is reported and the loop
 * goes on. The timer never keeps the process alive; `stop()` waits for the batch in flight.
 * For queues drained in batches (the outbox, a newsletter's recipients).
 */
export function startBatchLoop(
  intervalMs: number,
  batch: (more: () => void) => Promise<void>,
  onError: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  let woken = false;
  const run = () => {
    woken = false;
    inFlight = (async () => {
      let again = false;
      try {
        await batch(() => (again = true));
      } catch (err) {
        onError(err);
      }
      inFlight = undefined;
      schedule(again || woken ? 0 : intervalMs);
    })();
  };
  schedule(0);

  return {
    wake(): void {
      woken = true;
      if (inFlight || stopped) return;
      clearTimeout(timer);
      schedule(0);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
