/** lib/turns.ts: how work takes turns on a node (issue 46, the purchase steps' order in a flash sale). */
import { describe, expect, it } from "vitest";
import { createTurns } from "../src/lib/turns.js";

/** A piece of work that runs until `finish()` is called, and says when it began. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("turns", () => {
  it("runs at most `slots` at once, and the waiting ones by priority, first come first served within one", async () => {
    const turns = createTurns({ slots: 2, overtakeForMs: 60_000, maxWaitMs: 60_000 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const run = (name: string, priority: number) => {
      const g = gate();
      gates.set(name, g);
      return turns.take(priority, async () => {
        started.push(name);
        await g.done;
        return name;
      });
    };
    const all = [run("a0", 0), run("b0", 0), run("c0", 0), run("d1", 1), run("e2", 2), run("f1", 1)];
    await tick();
    expect(started).toEqual(["a0", "b0"]);
    expect(turns.running).toBe(2);
    expect(turns.waiting).toBe(4);
    gates.get("a0")!.finish();
    await tick();
    expect(started).toEqual(["a0", "b0", "e2"]);
    gates.get("b0")!.finish();
    gates.get("e2")!.finish();
    await tick();
    expect(started).toEqual(["a0", "b0", "e2", "d1", "f1"]);
    for (const name of ["d1", "f1"]) gates.get(name)!.finish();
    await tick();
    expect(started.at(-1)).toBe("c0");
    gates.get("c0")!.finish();
    expect(await Promise.all(all)).toEqual(["a0", "b0", "c0", "d1", "e2", "f1"]);
    expect(turns.running).toBe(0);
  });

  it("a waiter that has waited overtakeForMs is no longer passed over", async () => {
    const turns = createTurns({ slots: 1, overtakeForMs: 30, maxWaitMs: 60_000 });
    const started: string[] = [];
    const holder = gate();
    const first = turns.take(0, () => holder.done);
    const low = turns.take(0, async () => void started.push("low"));
    await sleep(50);
    const high = turns.take(5, async () => void started.push("high"));
    holder.finish();
    await Promise.all([first, low, high]);
    expect(started).toEqual(["low", "high"]);
  });

  it("no waiter waits longer than maxWaitMs: past it, it runs beside the others", async () => {
    const turns = createTurns({ slots: 1, overtakeForMs: 10, maxWaitMs: 40 });
    const holder = gate();
    const first = turns.take(0, () => holder.done);
    let ran = false;
    const late = turns.take(0, async () => {
      ran = true;
    });
    await sleep(10);
    expect(ran).toBe(false);
    await late;
    expect(ran).toBe(true);
    expect(turns.running).toBe(1);
    holder.finish();
    await first;
    expect(turns.running).toBe(0);
  });

  it("work that steps aside gives its turn back for that long, and takes one again after", async () => {
    const turns = createTurns({ slots: 1, overtakeForMs: 60_000, maxWaitMs: 60_000 });
    const events: string[] = [];
    const provider = gate();
    const slow = turns.take(1, async () => {
      events.push("slow: in");
      await turns.stepAside(() => provider.done);
      events.push("slow: back");
    });
    await tick();
    await turns.take(0, async () => void events.push("other"));
    expect(events).toEqual(["slow: in", "other"]);
    provider.finish();
    await slow;
    expect(events).toEqual(["slow: in", "other", "slow: back"]);
    expect(turns.running).toBe(0);
    // Outside any turn it simply runs.
    expect(await turns.stepAside(async () => 7)).toBe(7);
    expect(turns.running).toBe(0);
  });

  it("work in a turn that asks for another runs in the one it holds (one slot cannot wait for itself)", async () => {
    const turns = createTurns({ slots: 1, overtakeForMs: 60_000, maxWaitMs: 60_000 });
    const inner = await turns.take(0, () => turns.take(2, async () => turns.running));
    expect(inner).toBe(1);
    expect(turns.running).toBe(0);
  });

  it("a failed piece of work gives its turn back", async () => {
    const turns = createTurns({ slots: 1, overtakeForMs: 60_000, maxWaitMs: 60_000 });
    await expect(turns.take(0, async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(turns.running).toBe(0);
    expect(await turns.take(0, async () => "next")).toBe("next");
  });
});
