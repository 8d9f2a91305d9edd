// What bench/profile-w4.mjs and bench/profile-summary.mjs read out of a V8 CPU profile (`--cpu-prof`): each sample's
// time and where a frame's code comes from, through the bundle's source maps.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './shop-server.mjs';

/**
 * Calls `visit(nodeId, us, atUs)` for each sample, `us` being the sample's time (the delta until the next sample)
 * and `atUs` its time since the profile began.
 */
export function forEachSample(profile, visit) {
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    visit(id, profile.timeDeltas[i + 1] ?? 0, at);
  });
}

// Source maps of the bundle's files, loaded on demand.
const maps = new Map();
function mapOf(url) {
  if (!url.startsWith('file://')) return null;
  if (!maps.has(url)) {
    const path = fileURLToPath(url);
    maps.set(url, existsSync(`${path}.map`) ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null);
  }
  return maps.get(url);
}

/** Where a frame's code comes from: `pkg` (a package's name or `api/src/…`) and `at` (file:line). */
export function frameOrigin({ url, lineNumber, columnNumber }) {
  if (!url) return { pkg: '(native / V8)', at: '' };
  if (url.startsWith('node:')) return { pkg: 'node (core)', at: url };
  const entry = mapOf(url)?.findEntry(lineNumber, columnNumber);
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const source = (entry?.originalSource ? entry.originalSource.replace(/^(\.\.\/)+src\//, 'api/src/') : relative(root, file)).replace(/^.*?(node_modules\/)/, '$1');
  const parts = source.split('/');
  const pkg = parts[0] === 'node_modules' ? parts.slice(1, parts[1].startsWith('@') ? 3 : 2).join('/') : source;
  return { pkg, at: entry?.originalSource ? `${source}:${entry.originalLine + 1}` : source };
}
