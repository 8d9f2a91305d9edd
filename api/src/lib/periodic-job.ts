import type { Logger } from "./logger.js";

/**
 * Runs `run` every `everyMs` on this node (0: never), one run at a time: a tick while the last run is still going is
 * skipped. A failed run is logged as `failure` and the next tick tries again. Returns the stopper, which waits for a
 * run in progress. The timer never keeps the process alive.
 */
export function startPeriodicJob(job: { everyMs: number; run: () => Promise<unknown>; logger: Logger; failure: string }): () => Promise<void> {
  if (!job.everyMs) return async () => {};
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= job
      .run()
      .catch((error: unknown) => job.logger.error({ err: error }, job.failure))
      .finally(() => (running = undefined));
  }, job.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
