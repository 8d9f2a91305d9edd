/**
 * A product's sizes and colours as its card shows them (`Product.options`), kept per product version: they change only
 * when the product's variant set is replaced (the admin's edit, an import), and both bump `products.updated_at`. So a
 * listing, a search or a home page of cards reads the product rows it reads anyway, and only the cards of products
 * not seen at this version yet cost a statement (one for all of them), instead of every answer reading every card's
 * variants again. Bounded in entries (an entry is two short arrays); the least recently used go first. Kept with the
 * version, so nothing needs clearing when a product changes, on this node or another.
 */
import { LRUCache } from "lru-cache";
import { optionsOf } from "./product-variants.js";

export interface ProductOptionsView {
  sizes: string[];
  colours: string[];
}

/** A product as the listing read it: its id and the version (`updated_at`) its row had. */
export interface VersionedProduct {
  id: string;
  updatedAt: Date;
}

/** Reads the variants (sizes and colours, in display order) of the products not kept: a request's batch of them. */
export type ReadVariants = (productIds: readonly string[]) => Promise<ReadonlyMap<string, ReadonlyArray<{ size: string; colour: string }>>>;

/** A product's options and the version they were read at. */
interface KeptOptions {
  version: number;
  options: ProductOptionsView;
}

export interface ProductOptionsCache {
  /**
   * Each product's options at the version its row was read at; the ones not kept are read with `readVariants` (the
   * request's batch of variants and pictures, which the details dialog reads anyway: one statement for both).
   */
  of(products: readonly VersionedProduct[], readVariants: ReadVariants): Promise<Map<string, ProductOptionsView>>;
  /** A product's options when kept at this version, at once; undefined when they must be read (`of`). */
  kept(product: VersionedProduct): ProductOptionsView | undefined;
  /** How many versions are kept. */
  readonly size: number;
}

export function createProductOptionsCache(maxEntries = 20_000): ProductOptionsCache {
  // Keyed by the product's id (the string its row brought), the version beside it: a key built per card and version
  // was 2-3 % of W4's busy thread, in building and hashing a new string for each card of each answer.
  const kept = new LRUCache<string, KeptOptions>({ max: maxEntries });
  const keptAt = (p: VersionedProduct) => {
    const hit = kept.get(p.id);
    return hit?.version === p.updatedAt.getTime() ? hit.options : undefined;
  };
  return {
    get size() {
      return kept.size;
    },
    kept: keptAt,
    async of(products, readVariants) {
      const found = new Map<string, ProductOptionsView>();
      const missing: VersionedProduct[] = [];
      for (const p of products) {
        const options = keptAt(p);
        if (options) found.set(p.id, options);
        else missing.push(p);
      }
      if (missing.length === 0) return found;
      // Read after the product rows were: variants at least as new as the version they are kept under. A newer set
      // (an edit committed in between) comes with a newer version, which later rows do not find kept and read again.
      const variants = await readVariants(missing.map((p) => p.id));
      for (const p of missing) {
        const options = optionsOf(variants.get(p.id) ?? []);
        const version = p.updatedAt.getTime();
        // A request that read an older row than the one kept (a replica behind, a read begun before an edit) does not
        // put the older version back over the newer.
        if (!(version < (kept.peek(p.id)?.version ?? -Infinity))) kept.set(p.id, { version, options });
        found.set(p.id, options);
      }
      return found;
    },
  };
}
