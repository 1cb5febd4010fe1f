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
