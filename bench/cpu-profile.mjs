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

/** A frame as the reports print it: its function's name and where it comes from. */
export function frameLabel(callFrame) {
  const { pkg, at } = frameOrigin(callFrame);
  return `${callFrame.functionName || '(anonymous)'} ${at || pkg}`;
}

/**
 * Where a profiled process's thread went during given windows of time (one list of `[startUs, endUs]` a name, on the
 * same clock as the profile's timestamps: CLOCK_MONOTONIC, which `process.hrtime` reads in every process of the
 * machine). For each name: how many windows, the thread's busy µs in them, and busy µs by package, by frame (self) and
 * by frame (inclusive: each frame counted once a sample, however deep it recurs).
 */
export function windowsSummary(profile, windows) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const labels = new Map();
  const labelOf = (id) => {
    if (!labels.has(id)) {
      const { callFrame } = byId.get(id);
      labels.set(id, { pkg: frameOrigin(callFrame).pkg, frame: frameLabel(callFrame) });
    }
    return labels.get(id);
  };
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const result = new Map();
  for (const [name, list] of windows) {
    const sorted = [...list].sort((a, b) => a[0] - b[0]);
    const summary = { windows: list.length, busyUs: 0, byPackage: new Map(), self: new Map(), inclusive: new Map() };
    let next = 0;
    forEachSample(profile, (id, us, atUs) => {
      const at = profile.startTime + atUs;
      while (next < sorted.length && sorted[next][1] < at) next += 1;
      if (next >= sorted.length || sorted[next][0] > at) return;
      if (byId.get(id).callFrame.functionName === '(idle)') return;
      summary.busyUs += us;
      const { pkg, frame } = labelOf(id);
      add(summary.byPackage, pkg, us);
      add(summary.self, frame, us);
      const seen = new Set();
      for (let x = id; x !== undefined; x = parent.get(x)) seen.add(labelOf(x).frame);
      for (const f of seen) add(summary.inclusive, f, us);
    });
    result.set(name, summary);
  }
  return result;
}

/** A process's inspector on `port` (`--inspect=127.0.0.1:port`): the Chrome DevTools Protocol over its WebSocket. */
export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  let id = 0;
  return {
    call: (method, params = {}) => new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    }),
    close: () => socket.close(),
  };
}
