import type { ClusterBus } from "../../lib/cluster-bus.js";
import type { CatalogueChanges } from "../catalogue/index.js";

/** Other nodes hear that units went back on a shelf here (an order cancelled or expired, a return restocked). */
const CHANNEL = "stock-returned";

/** Most adds remembered at once: past it, expired ones are dropped, and nothing more is kept until some expire. */
const MAX_REMEMBERED = 10_000;

/** This process's memories (one a node; tests run several nodes in one process), held weakly: a stopped node's goes. */
const memories = new Set<WeakRef<SoldOutMemory>>();

/** Called by whatever puts units back on a variant (stock.ts): every sold-out memory of this process forgets. */
export function noteStockReturned(): void {
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory) memory.stockReturnedHere();
    else memories.delete(ref);
  }
}

/**
 * Issue 46: what this node saw sold out, for a moment. A flash sale's late shoppers (W6: 150 of 200) each ask to add a
 * unit that is gone; each refusal cost a transaction (the cart locked, the variants read, a ROLLBACK), about 5 ms of the
 * node's thread and 1.4 ms of PostgreSQL's, taken from the buyers still paying. Once an add's read has found the chosen
 * size sold out, the same add (product, size, colour) is refused from here, with the same words, for `ttlMs`.
 *
 * It is only ever a refusal: a unit is never sold or held on what is remembered (placing an order takes the stock
 * with its guarded write), so the worst a stale entry does is say "out of stock" for at most `ttlMs` after units came
 * back. Whatever brings units back through the shop forgets at once: an admin's edit or an import (catalogue
 * changes, on every node through the bus), an order cancelled or expired and a return restocked (restockUnits, on
 * this node, and on the others through the bus). Only a change made outside the shop, or while Redis is away, waits
 * out `ttlMs`. An add whose read began before a forgetting does not remember what it read (the generation): it may
 * have read the stock before the units came back. restockUnits tells it once its transaction has committed (afterCommit):
 * an add that read before the commit found none, and what it remembered is forgotten then.
 */
export class SoldOutMemory {
  private readonly until = new Map<string, number>();
  private readonly bus: ClusterBus | undefined;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    { bus, catalogueChanges }: { bus?: ClusterBus; catalogueChanges?: CatalogueChanges } = {},
    private readonly now: () => number = Date.now,
  ) {
    this.bus = bus;
    if (ttlMs <= 0) return;
    catalogueChanges?.onChange(() => this.forget());
    bus?.subscribe(CHANNEL, () => this.forget());
    memories.add(new WeakRef(this));
  }

  /** The key of an add as asked: the same product, size and colour, chosen the same way. */
  static keyOf(productId: string, size: string | undefined, colour: string | undefined, pickOnlyInStock: boolean): string {
    return `${productId}\n${size ?? ""}\n${colour ?? ""}\n${pickOnlyInStock ? 1 : 0}`;
  }

  /** Taken before an add's read: `remember` keeps nothing if the memory forgot since. */
  mark(): number {
    return this.generation;
  }

  /** Whether this add was refused as sold out less than `ttlMs` ago, with nothing brought back since. */
  knows(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  /** An add's read found its size sold out; `mark` is what `mark()` said before the read. */
  remember(key: string, mark: number): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    const now = this.now();
    if (this.until.size >= MAX_REMEMBERED) {
      for (const [k, until] of this.until) if (until <= now) this.until.delete(k);
      if (this.until.size >= MAX_REMEMBERED) return;
    }
    this.until.set(key, now + this.ttlMs);
  }

  forget(): void {
    this.generation += 1;
    this.until.clear();
  }

  /** Units went back on a shelf on this node: forget, and tell the other nodes. */
  stockReturnedHere(): void {
    this.forget();
    this.bus?.publish(CHANNEL, "");
  }
}
