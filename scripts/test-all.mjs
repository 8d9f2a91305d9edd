#!/usr/bin/env node
// `npm test`: every stage runs (the API tests, the web tests, the browser journeys), whatever an earlier one did, so
// one failing API test never hides the web tests and the journeys; each stage's own summary is repeated at the end,
// and the command fails if any stage failed. `.ci/run` calls `npm test`; `npm run test:selfcheck` proves this fails
// when a stage fails and still runs the stages after it.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export const STAGES = [
  { name: "API tests", command: ["npm", "run", "test:api"] },
  { name: "web tests", command: ["npm", "run", "test:web"] },
  { name: "journeys", command: ["npm", "run", "test:e2e"] },
];

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
/** The runner's own count lines: vitest's "Test Files …" and "Tests …", Playwright's "12 passed (3.1m)", "2 failed"… */
const SUMMARY = /^\s*(Test Files|Tests)\s+\S.*$|^\s+\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b.*$/;
/**
 * A failed test as each runner names it: vitest's " FAIL  test/x.test.ts > suite > name" (with the project's name
 * before the file when the config has projects, as web's has), Playwright's "  ✘  3 [desktop] › …".
 */
const FAILED_TEST = /^\s*FAIL\s+(?:\S+\s+)?\S+\.(test|spec)\.[cm]?[jt]sx?\b.*$|^\s*✘\s+\d+\s+\[.*$/;
const MAX_FAILED_NAMED = 20;

/** Runs one stage with its output passed through; resolves to its exit code, its duration and its count lines. */
function runStage(stage) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Colours survive the pipe when this terminal has them.
    const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: "1" } : process.env;
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: root, env, stdio: ["inherit", "pipe", "pipe"] });
    let tail = "";
    let partialLine = "";
    const failedTests = new Set();
    // The failed tests are picked from the whole output as it streams (a long stack trace can push them out of the tail).
    const keep = (chunk) => {
      const text = chunk.toString("utf8");
      tail = (tail + text).slice(-20_000);
      const lines = (partialLine + text).replace(ANSI, "").split(/\r?\n/);
      partialLine = lines.pop() ?? "";
      for (const line of lines) if (FAILED_TEST.test(line)) failedTests.add(line.trim().replace(/\s+/g, " "));
    };
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward).on("SIGTERM", forward);
    const done = (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      const counts = tail
        .replace(ANSI, "")
        .split(/\r?\n/)
        .filter((line) => SUMMARY.test(line))
        .map((line) => line.trim().replace(/\s+/g, " "));
      resolve({ code: code ?? 1, signal, seconds: Math.round((Date.now() - started) / 1000), counts, failedTests: [...failedTests] });
    };
    child.on("error", (error) => {
      tail += `\n${error.message}`;
      done(127, null);
    });
    child.on("close", done);
  });
}

/** Runs every stage in turn, prints the summary of each, and returns the exit code of the whole: 1 if any failed. */
export async function main(stages = STAGES) {
  const results = [];
  for (const stage of stages) {
    console.log(`\n--- npm test: ${stage.name} (${stage.command.join(" ")})\n`);
    results.push({ stage, ...(await runStage(stage)) });
    if (results.at(-1).signal === "SIGINT") break; // Ctrl-C stops the run, not only the stage
  }
  const width = Math.max(...stages.map((s) => s.name.length));
  console.log("\n--- npm test: every stage");
  for (const r of results) {
    const outcome = r.code === 0 ? "ok  " : "FAIL";
    const exit = r.code === 0 ? "" : `, exit ${r.signal ?? r.code}`;
    console.log(`${outcome}  ${r.stage.name.padEnd(width)}  ${r.seconds} s${exit}${r.counts.length ? `  ${r.counts.join("; ")}` : ""}`);
    if (r.code === 0) continue;
    for (const name of r.failedTests.slice(0, MAX_FAILED_NAMED)) console.log(`        ${name}`);
    if (r.failedTests.length > MAX_FAILED_NAMED) console.log(`        … and ${r.failedTests.length - MAX_FAILED_NAMED} more`);
  }
  for (const stage of stages.slice(results.length)) console.log(`-     ${stage.name.padEnd(width)}  not run (interrupted)`);
  const failed = results.filter((r) => r.code !== 0).map((r) => r.stage.name);
  if (failed.length || results.length < stages.length) {
    console.error(`\nnpm test FAILED: ${failed.length ? failed.join(", ") : "interrupted"}`);
    return 1;
  }
  console.log("\nnpm test passed: every stage");
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
