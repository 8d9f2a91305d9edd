// How the bench runs the shop: the production build (api/dist/main.js) with production settings on a bench
// database, as `npm start` would run it with NODE_ENV=production (keys and secrets are the bench's own).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bench's Razorpay stand-in listens (bench/razorpay-stand-in.ts), a server of its own as Razorpay is. */
export const STAND_IN_PORT = Number(process.env.SUTRA_BENCH_STAND_IN_PORT ?? 3400);
/** Its address, the shop's RAZORPAY_API_BASE_URL (shopEnv). */
export const STAND_IN_URL = process.env.SUTRA_BENCH_STAND_IN_URL ?? `http://127.0.0.1:${STAND_IN_PORT}`;

const startWords = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8')).scripts.start.split(/\s+/);
/**
 * The environment the start script sets (`NAME=${NAME:-value}` or `NAME=value` before node: MALLOC_ARENA_MAX), with
 * the bench's own environment first, as the shell gives it to `npm start`.
 */
const startEnv = Object.fromEntries(
  startWords
    .map((word) => /^([A-Z_][A-Z0-9_]*)=(?:\$\{\1:-(.*)\}|(.*))$/.exec(word))
    .filter((match) => match !== null)
    .map(([, name, fallback, value]) => [name, process.env[name] ?? fallback ?? value]),
);

export function shopEnv({ port, databaseUrl, logLevel = 'info' }) {
  return {
    ...startEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: logLevel,
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
    RAZORPAY_API_BASE_URL: STAND_IN_URL,
    PUBLIC_URL: `http://localhost:${port}`,
    ORDER_EXPIRY_SWEEP_SECONDS: '0',
    // The load generator is one client address searching anonymously hundreds of times a second: its searches are
    // still counted by the rate limiter, never refused.
    SEARCH_MAX_PER_IP: '1000000000',
    // W5/W6 sign up and sign in hundreds of shoppers from this one address (the per-address limits are tested apart).
    LOGIN_MAX_PER_IP: '1000000000',
    LOGIN_MAX_PER_EMAIL: '1000000000',
    REGISTER_MAX_PER_IP: '1000000000',
  };
}

/** node's flags in api/package.json's start script (how `npm start` runs the shop), so the bench measures the same. */
const startFlags = startWords.filter((word) => word.startsWith('--'));

/** The command that starts the shop, for the harness's `start` entry. */
export const shopCommand = { cwd: root, cmd: process.execPath, args: [...startFlags, 'api/dist/main.js'] };

/** Starts the shop (`command`: another build's, bench/ab.mjs) and resolves once /healthz answers; `stop()` ends it. */
export async function startShop({ port, databaseUrl, command = shopCommand }) {
  const child = spawn(command.cmd, command.args, {
    cwd: root,
    env: { ...process.env, ...shopEnv({ port, databaseUrl, logLevel: 'warn' }) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); i++) {
    if (i > 600 || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the shop did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM'), exited };
}


/**
 * Starts the Razorpay stand-in (its own process) sending its webhooks to the shop at `shopUrl`, unless one answers
 * already (then `pid` is undefined and `stop` leaves it running).
 */
export async function startStandIn(shopUrl) {
  if (await fetch(`${STAND_IN_URL}/v1/orders`).then(() => true, () => false)) return { pid: undefined, stop: async () => {} };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'razorpay-stand-in.ts')], {
    cwd: root,
    env: { ...process.env, STAND_IN_PORT: new URL(STAND_IN_URL).port, STAND_IN_WEBHOOK_URL: `${shopUrl}/api/payments/razorpay/webhook` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the Razorpay stand-in exited (${code})`)));
  });
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLK_TCK = 100;

/** CPU ms (user + system) a process and its threads have used, from /proc/PID/stat; 0 once it has gone. */
export function processCpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // After the command's name in parentheses, which may itself hold ') '.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/**
 * CPU ms of every PostgreSQL process alive now (the server's backends and background processes), from /proc. A backend
 * that exits between two readings takes its time out of the sum, which can make a difference low or negative.
 */
export function postgresMs() {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + processCpuMs(pid), 0);
}
