/**
 * A deprecation warning fails the test during which it was raised. pg warns (util.deprecate) when a query is sent
 * on a connection that is still running another ("Calling client.query() when the client is already executing a
 * query…"): queries of one transaction sent at once, which pg 9 will refuse. Node warns once per process for each,
 * so the first such call of a test file fails its test.
 */
import { afterEach, expect } from "vitest";

const raised: string[] = [];
process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning") raised.push(warning.message);
});

/** The deprecation warnings raised since the last call (a test that raises one on purpose takes it here). */
export async function takeDeprecations(): Promise<string[]> {
  // Node emits a warning on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  return raised.splice(0);
}

afterEach(async () => {
  expect(await takeDeprecations(), "deprecation warnings raised during this test").toEqual([]);
});
