/**
 * A product's sizes and colours as its card shows them (`Product.options`), kept per product version: they change only
 * when the product's variant set is replaced (the admin's edit, an import), and both bump `products.updated_at`. So a
 * listing, a search or a home page of cards reads the product rows it reads anyway, and only the cards of products
 * not seen at this version yet cost a statement (one for all of them), instead of every answer reading every card's
 * variants again. Bounded in entries (an entry is two short arrays); the least recently used go first. Keyed by the
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

type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** The variants' sizes and colours in display order, with the version of the product they belong to (one snapshot). */
const OPTIONS_SQL = `
  SELECT p.id, (extract(epoch from p.updated_at) * 1000)::float8 AS updated_at_ms,
         COALESCE((SELECT json_agg(json_build_array(v.size, v.colour) ORDER BY v.position, v.id)
                     FROM product_variants v WHERE v.product_id = p.id), '[]') AS options
    FROM products p WHERE p.id = ANY($1::uuid[])`;

const keyOf = (id: string, updatedAtMs: number) => `${id}@${Math.trunc(updatedAtMs)}`;

export interface ProductOptionsCache {
  /** Each product's options (products missing from the catalogue have none: empty arrays). */
  of(query: Query, products: readonly VersionedProduct[]): Promise<Map<string, ProductOptionsView>>;
  /** How many versions are kept (tests and /metrics). */
  readonly size: number;
}

export function createProductOptionsCache(maxEntries = 20_000): ProductOptionsCache {
  const kept = new LRUCache<string, ProductOptionsView>({ max: maxEntries });
  return {
    get size() {
      return kept.size;
    },
    async of(query, products) {
      const found = new Map<string, ProductOptionsView>();
      const missing: string[] = [];
      for (const p of products) {
        const hit = kept.get(keyOf(p.id, p.updatedAt.getTime()));
        if (hit) found.set(p.id, hit);
        else missing.push(p.id);
      }
      if (missing.length === 0) return found;
      const rows = await query<{ id: string; updated_at_ms: number; options: Array<[string, string]> }>(OPTIONS_SQL, [missing]);
      for (const row of rows) {
        const options = optionsOf(row.options.map(([size, colour]) => ({ size, colour })));
        // Kept under the version the variants were read with (the same statement): a row read before a concurrent
        // edit keeps its older key, which the edited product's rows no longer ask for.
        kept.set(keyOf(row.id, row.updated_at_ms), options);
        found.set(row.id, options);
      }
      for (const id of missing) if (!found.has(id)) found.set(id, { sizes: [], colours: [] });
      return found;
    },
  };
}
