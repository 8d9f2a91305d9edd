import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseConfig, projectRoot } from "../src/config.js";
import { openDatabase } from "../src/db/database.js";
import { runningEmbeddedPostgres, startEmbeddedPostgres } from "../src/db/embedded-postgres.js";

const port = 54400 + Math.floor(Math.random() * 500);

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the embedded server in a child process that prints its URL, then is killed with SIGKILL. */
function startInChildThenKill(baseDir: string): Promise<string> {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(join(projectRoot, "api/src/db/embedded-postgres.ts"))};
    const db = await startEmbeddedPostgres({ baseDir: ${JSON.stringify(baseDir)}, port: ${port}, database: "shop", log: () => {} });
    console.log("URL " + db.url);
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /URL (\S+)/.exec(output);
      if (match) {
        child.kill("SIGKILL");
        child.once("exit", () => resolve(match[1]!));
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => code !== null && reject(new Error(`child exited ${code}: ${output}`)));
  });
}

describe("embedded PostgreSQL", () => {
  it("keeps its data and starts again after the server was killed with SIGKILL", { timeout: 120_000 }, async () => {
    const baseDir = mkdtempSync(join(tmpdir(), "sutra-embedded-"));
    chmodSync(baseDir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach the folder
    const firstUrl = await startInChildThenKill(baseDir);
    // The orphaned postgres still holds postmaster.pid; write through it before the restart.
    await query(firstUrl, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('survives')");

    const db = await startEmbeddedPostgres({ baseDir, port, database: "shop", log: () => {} });
    try {
      expect(await query(db.url, "SELECT v FROM kept")).toEqual([{ v: "survives" }]);
    } finally {
      await db.stop();
    }
  });

  it("lets a command join the cluster a running shop owns, instead of refusing", { timeout: 120_000 }, async () => {
    const baseDir = mkdtempSync(join(tmpdir(), "sutra-embedded-"));
    chmodSync(baseDir, 0o755);
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(join(projectRoot, "api/src/db/embedded-postgres.ts"))};
      const db = await startEmbeddedPostgres({ baseDir: ${JSON.stringify(join(baseDir, "postgres"))}, port: ${port}, database: "sutra", log: () => {} });
      console.log("READY");
      process.stdin.once("data", () => db.stop().then(() => process.exit(0)));
    `;
    const shop = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["pipe", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve, reject) => {
        shop.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("READY") && resolve());
        shop.once("exit", (code) => reject(new Error(`the shop's process exited ${code}`)));
      });
      const config = parseConfig({ NODE_ENV: "test", DATA_DIR: baseDir, EMBEDDED_PG_PORT: String(port), JWT_SECRET: "x".repeat(40) });
      const joined = await openDatabase(config, () => {}, { joinRunning: true });
      try {
        expect(await joined.dataSource.query("SELECT current_database() AS db")).toEqual([{ db: "sutra" }]);
        expect(joined.description).toBe("the running shop's embedded PostgreSQL");
      } finally {
        await joined.close(); // leaves the shop's server running
      }
      expect(await query(runningEmbeddedPostgres({ baseDir: join(baseDir, "postgres"), port, database: "sutra" })!, "SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
      await expect(openDatabase(config, () => {})).rejects.toThrow("is in use by another process");
    } finally {
      shop.stdin.write("stop\n");
      await new Promise((resolve) => shop.once("exit", resolve));
    }
  });

  it("refuses to take over a data dir another live process is using", async () => {
    const baseDir = mkdtempSync(join(tmpdir(), "sutra-embedded-"));
    const sleeper = spawn("sleep", ["30"]);
    try {
      writeFileSync(join(baseDir, "owner.pid"), String(sleeper.pid));
      await expect(startEmbeddedPostgres({ baseDir, port, database: "shop", log: () => {} })).rejects.toThrow(
        `is in use by another process (pid ${sleeper.pid})`,
      );
    } finally {
      sleeper.kill();
    }
  });
});
