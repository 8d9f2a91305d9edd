#!/usr/bin/env node
// `node bench/profile-summary.mjs FILE.cpuprofile [FROM_S TO_S]`: where a V8 CPU profile (`--cpu-prof`, e.g. from
// `node bench/flow-probe.mjs --workload w6 --cpu-prof`) spent its time. First how busy the thread was in each 250 ms
// (to find a run's window: a flash sale is the stretch near 100 %), then, within FROM_S..TO_S seconds of the profile
// (all of it when left out), the time by package and by function, self and inclusive.
import { readFileSync } from 'node:fs';
import { forEachSample, frameOrigin } from './cpu-profile.mjs';

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.mjs FILE.cpuprofile [FROM_S TO_S]');
const from = Number(fromArg ?? 0);
const to = Number(toArg ?? Infinity);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const label = (frame) => `${frame.functionName || '(anonymous)'} ${frameOrigin(frame).at}`;

const busy = new Map();
const self = new Map();
let total = 0;
forEachSample(profile, (id, dt, at) => {
  const bucket = Math.floor(at / 250_000);
  const b = busy.get(bucket) ?? { busy: 0, all: 0 };
  b.all += dt;
  if (nodes.get(id).callFrame.functionName !== '(idle)') b.busy += dt;
  busy.set(bucket, b);
  if (at / 1e6 < from || at / 1e6 > to) return;
  total += dt;
  self.set(id, (self.get(id) ?? 0) + dt);
});

const byFunction = new Map();
const byPackage = new Map();
const inclusive = new Map();
const add = (map, key, dt) => map.set(key, (map.get(key) ?? 0) + dt);
for (const [id, dt] of self) {
  const frame = nodes.get(id).callFrame;
  add(byFunction, label(frame), dt);
  add(byPackage, frame.functionName === '(idle)' ? '(idle)' : frameOrigin(frame).pkg, dt);
  const seen = new Set();
  for (let up = id; up !== undefined; up = parentOf.get(up)) {
    const key = label(nodes.get(up).callFrame);
    if (!seen.has(key)) add(inclusive, key, dt);
    seen.add(key);
  }
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, dt]) => `${((dt / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');

console.log('busy per 250 ms (from the profile start):');
console.log(
  [...busy]
    .filter(([, b]) => b.busy > 0.05 * b.all)
    .map(([bucket, b]) => `${(bucket / 4).toFixed(2)} s ${Math.round((b.busy / b.all) * 100)} %`)
    .join(', '),
);
console.log(`\n${(total / 1000).toFixed(0)} ms sampled between ${from} s and ${to} s\n\nby package:\n${top(byPackage, 20)}`);
console.log(`\nby function (self):\n${top(byFunction, 30)}\n\nby function (inclusive):\n${top(inclusive, 40)}`);
