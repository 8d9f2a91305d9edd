/**
 * Which journey server a process talks to. The journeys run in E2E_WORKERS Playwright workers at once, each against
 * a server and database of its own (serve.ts starts one per worker), so no journey ever sees another's orders,
 * banners or stock. Worker i (Playwright's parallel index, kept by the worker that replaces a crashed one) uses
 * the server on E2E_PORT + i.
 */

/** The first server's port; the others follow it. */
export const firstServerPort = Number(process.env.E2E_PORT ?? 4100);

/** How many workers, and so servers: two by default, which on the 2-core CI machine is one per core. */
export const journeyWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of this worker's server (the first one outside a worker: in the config's main process, in serve.ts). */
export function workerServerPort(): number {
  return firstServerPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
