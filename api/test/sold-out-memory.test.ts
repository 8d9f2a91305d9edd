/** services/orders/sold-out-memory.ts: what a node remembers sold out, and everything that makes it forget. */
import { describe, expect, it } from "vitest";
import type { ClusterBus } from "../src/lib/cluster-bus.js";
import { CatalogueChanges } from "../src/services/catalogue/index.js";
import { noteStockReturned, SoldOutMemory } from "../src/services/orders/sold-out-memory.js";

/** A bus of two nodes in one: what is published is recorded, and `deliver` plays a message from another node. */
function fakeBus() {
  const handlers = new Map<string, Array<(message: string) => void>>();
  const published: string[] = [];
  const bus: ClusterBus = {
    publish: (channel) => void published.push(channel),
    subscribe: (channel, handler) => void handlers.set(channel, [...(handlers.get(channel) ?? []), handler]),
    close: async () => undefined,
  };
  return { bus, published, deliver: (channel: string) => handlers.get(channel)?.forEach((handler) => handler("")) };
}

const key = SoldOutMemory.keyOf("p-1", "M", undefined, false);

function memoryAt(ttlMs = 1000) {
  let now = 1_000_000;
  const { bus, published, deliver } = fakeBus();
  const catalogueChanges = new CatalogueChanges();
  const memory = new SoldOutMemory(ttlMs, { bus, catalogueChanges }, () => now);
  const remembered = () => {
    memory.remember(key, memory.mark());
    return memory.knows(key);
  };
  return { memory, published, deliver, catalogueChanges, remembered, pass: (ms: number) => (now += ms) };
}

describe("the sold-out memory", () => {
  it("knows an add for its time to live, then asks again", () => {
    const { memory, remembered, pass } = memoryAt(1000);
    expect(memory.knows(key)).toBe(false);
    expect(remembered()).toBe(true);
    pass(999);
    expect(memory.knows(key)).toBe(true);
    pass(1);
    expect(memory.knows(key)).toBe(false);
  });

  it("keys an add by its product, size, colour and how it was chosen", () => {
    const { memory, remembered } = memoryAt();
    remembered();
    expect(memory.knows(SoldOutMemory.keyOf("p-1", "L", undefined, false))).toBe(false);
    expect(memory.knows(SoldOutMemory.keyOf("p-1", "M", "Red", false))).toBe(false);
    expect(memory.knows(SoldOutMemory.keyOf("p-1", "M", undefined, true))).toBe(false);
    expect(memory.knows(SoldOutMemory.keyOf("p-2", "M", undefined, false))).toBe(false);
  });

  it("forgets at once when the catalogue changes (an admin's edit or an import, here or on another node)", () => {
    const { memory, remembered, catalogueChanges } = memoryAt();
    remembered();
    catalogueChanges.changed();
    expect(memory.knows(key)).toBe(false);
  });

  it("forgets when units go back on a shelf on this node, and tells the other nodes; forgets when they tell it", () => {
    const { memory, remembered, published, deliver } = memoryAt();
    remembered();
    noteStockReturned();
    expect(memory.knows(key)).toBe(false);
    expect(published).toEqual(["stock-returned"]);
    remembered();
    deliver("stock-returned");
    expect(memory.knows(key)).toBe(false);
  });

  it("does not remember a read that began before it forgot: that read may predate the units coming back", () => {
    const { memory, catalogueChanges } = memoryAt();
    const before = memory.mark();
    catalogueChanges.changed();
    memory.remember(key, before);
    expect(memory.knows(key)).toBe(false);
    memory.remember(key, memory.mark());
    expect(memory.knows(key)).toBe(true);
  });

  it("remembers nothing with a time to live of 0 (SOLD_OUT_MEMORY_MS=0)", () => {
    const { remembered } = memoryAt(0);
    expect(remembered()).toBe(false);
  });

  it("holds at most 10,000 adds, dropping expired ones to make room", () => {
    const { memory, pass } = memoryAt(1000);
    const keyN = (n: number) => SoldOutMemory.keyOf(`p-${n}`, undefined, undefined, false);
    for (let n = 0; n < 10_000; n += 1) memory.remember(keyN(n), memory.mark());
    memory.remember(keyN(10_000), memory.mark());
    expect(memory.knows(keyN(10_000))).toBe(false);
    expect(memory.knows(keyN(0))).toBe(true);
    pass(1000);
    memory.remember(keyN(10_001), memory.mark());
    expect(memory.knows(keyN(10_001))).toBe(true);
  });
});
