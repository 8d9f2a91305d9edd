/**
 * The journeys run the production bundle (api/dist), where Node reports deprecated APIs that it stays quiet about
 * inside node_modules (a bundled dependency's `url.parse()` warned on every start's first upload). serve.ts keeps
 * each deprecation a server raises in this file; the run's global teardown fails the run when there is any.
 */
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { firstServerPort } from "./servers.js";

export const deprecationsFile = join(tmpdir(), `sutra-e2e-deprecations-${firstServerPort}.txt`);

/** Playwright's global teardown: a deprecation warning from any server fails the run, with its stack. */
export default function noDeprecations(): void {
  const raised = existsSync(deprecationsFile) ? readFileSync(deprecationsFile, "utf8").trim() : "";
  if (raised) throw new Error(`The journeys' servers used deprecated Node.js APIs:\n${raised}`);
}
