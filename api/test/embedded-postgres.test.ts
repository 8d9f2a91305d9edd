import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../src/config.js";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres.js";

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
