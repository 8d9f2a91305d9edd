import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../src/config.js";

/** One app replica as a real, separate Node process (`node --import tsx src/main.ts`), as `npm start` runs it. */
export interface NodeProcess {
  name: string;
  url: string;
  /** Its JSON log lines so far (pino), parsed. */
  logs: Array<Record<string, unknown>>;
  /** Ends it with SIGKILL: no shutdown, no goodbye (a crashed or killed replica). */
  kill(): Promise<void>;
  /** Ends it with SIGTERM (its graceful shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** The process id. */
  pid: number;
  /** SIGSTOP: the process hangs (a stuck event loop, a paused VM) while its sockets stay open and the kernel still answers TCP for them. */
  freeze(): void;
  /** SIGCONT: it carries on where it stopped. */
  thaw(): void;
}

const apiDir = join(projectRoot, "api");

/**
 * Starts the app with `env` (over a bare environment: nothing of the runner's own settings leaks in) and resolves
 * once it serves, with its URL read from its "is serving on" log line (PORT=0: the OS picks a free port).
 */
export function startNodeProcess(name: string, env: Record<string, string>): Promise<NodeProcess> {
  // tsx in api/, so api/tsconfig.json (decorators) applies.
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let pending = "";
  return new Promise<NodeProcess>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${name} did not start: ${why}\n${raw.slice(-30).join("\n")}`));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail("no 'is serving on' line within 60 s");
    }, 60_000);
    const early = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      fail(`exited (${code ?? signal})`);
    };
    child.once("exit", early);
    child.stderr!.on("data", (chunk: Buffer) => raw.push(chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        raw.push(line);
        if (raw.length > 500) raw.shift();
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        const serving = typeof entry.msg === "string" && /is serving on (http:\/\/\S+)/.exec(entry.msg);
        if (serving) {
          clearTimeout(timer);
          child.off("exit", early);
          resolve(handle(name, serving[1]!.replace("localhost", "127.0.0.1"), child, logs, exited));
        }
      }
    });
  });
}

function handle(name: string, url: string, child: ChildProcess, logs: NodeProcess["logs"], exited: Promise<void>): NodeProcess {
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  };
  return {
    name,
    url,
    logs,
    kill: () => end("SIGKILL"),
    // A frozen process does not act on SIGTERM: let it carry on first.
    stop: () => (child.kill("SIGCONT"), end("SIGTERM")),
    pid: child.pid!,
    freeze: () => void child.kill("SIGSTOP"),
    thaw: () => void child.kill("SIGCONT"),
  };
}
