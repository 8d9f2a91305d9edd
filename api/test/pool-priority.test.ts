/**
 * Issue 46: a busy pool serves a purchase's last steps first (db/pool-priority.ts), and never passes over a waiter for
 * longer than its bound.
 */
import { describe, expect, it } from "vitest";
import { PriorityPool, type PoolPriority, withPoolPriority } from "../src/db/pool-priority.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

/** A pool of one connection, held while `queue` lines up its waiters; the order in which they were then served. */
async function servedOrder(overtakeForMs: number, queue: (wait: (name: string, priority?: PoolPriority) => void) => Promise<void>): Promise<string[]> {
  const pool = new PriorityPool({ connectionString: t.config.databaseUrl, max: 1, overtakeForMs } as ConstructorParameters<typeof PriorityPool>[0]);
  const served: string[] = [];
  const waits: Array<Promise<void>> = [];
  try {
    const held = await pool.connect();
    await queue((name, priority) => {
      const take = async () => {
        const client = await pool.connect();
        served.push(name);
        client.release();
      };
      waits.push(priority ? withPoolPriority(priority, take) : take());
    });
    held.release();
    await Promise.all(waits);
  } finally {
    await pool.end();
  }
  return served;
}

describe("a busy pool's next free connection", () => {
  it("goes to a settlement, then to placing an order, then to the rest in the order they came", async () => {
    const served = await servedOrder(10_000, async (wait) => {
      wait("add 1");
      wait("place 1", "placing");
      wait("add 2");
      wait("settle 1", "settling");
      wait("place 2", "placing");
      wait("settle 2", "settling");
    });
    expect(served).toEqual(["settle 1", "settle 2", "place 1", "place 2", "add 1", "add 2"]);
  });

  it("is never taken from a waiter that has waited its bound already", async () => {
    const served = await servedOrder(200, async (wait) => {
      wait("add, waiting long");
      await new Promise((resolve) => setTimeout(resolve, 300));
      wait("add, just come");
      wait("settle", "settling");
    });
    expect(served).toEqual(["add, waiting long", "settle", "add, just come"]);
  });

  it("is how the shop's primary pool hands out its connections", () => {
    const driver = t.server.dataSource.driver as unknown as { master: unknown };
    expect(driver.master).toBeInstanceOf(PriorityPool);
  });
});
