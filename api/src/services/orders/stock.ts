import type { EntityManager } from "typeorm";
import { returningRows } from "../../db/sql.js";
import { afterCommit } from "../../db/transactions.js";
import { variantOfLine } from "../catalogue/index.js";
import { noteStockReturned } from "./sold-out-memory.js";

/**
 * The stock rule, per variant, in one place: whether wanted units can be had, taking them for an order (guarded
 * updates that never go below zero), and giving them back exactly once. Cart limits, placing an order, a late
 * payment, a cancellation, expiry, returns and exchanges all come here. Which orders hold units for a payment that
 * has not come is one definition of the order table (lifecycles/order.ts, holdingUnpaidSql).
 */

/** Units of one variant; `variantId` null when the product no longer sells the line's size and colour. */
export interface StockUnit {
  variantId: string | null;
  productId: string;
  /** The product's title, with the size / colour when it has them (for messages). */
  title: string;
  quantity: number;
}

/** Why wanted units cannot be had. */
export type Shortfall = { kind: "removed" } | { kind: "soldOut" } | { kind: "short"; available: number };

/**
 * The availability check: `wanted` units of a variant with `stock` units on the shelf (0 for a size no longer sold),
 * of a product that may have been removed. Null when they can be had.
 */
export function shortfallOf({ stock, wanted, removed = false }: { stock: number; wanted: number; removed?: boolean }): Shortfall | null {
  if (removed) return { kind: "removed" };
  if (stock <= 0) return { kind: "soldOut" };
  if (wanted > stock) return { kind: "short", available: stock };
  return null;
}

/** A line's title as messages name it: "Oxford Shirt (M / Navy)", or the bare title for a product without options. */
export function unitTitle(title: string, size: string, colour: string): string {
  const options = [size, colour].filter((v) => v !== "").join(" / ");
  return options ? `${title} (${options})` : title;
}

/** A line as stock counts it: a product's size and colour, and the variant it holds (null: no longer sold). */
export interface UnitLine {
  productId: string;
  variantId: string | null;
  size: string;
  colour: string;
  quantity: number;
  /** How messages name the line's unit ("Oxford Shirt (M / Navy)"). */
  unitTitle: string;
}

/**
 * The units of some lines per variant: stock is per variant, over all the lines that hold it (a size sold twice in
 * a cart counts once, with both quantities). Lines of a size no longer sold are kept apart by their labels.
 */
export function unitsOf<Line extends UnitLine>(lines: readonly Line[]): Array<StockUnit & { lines: Line[] }> {
  const units = new Map<string, StockUnit & { lines: Line[] }>();
  for (const line of lines) {
    const key = line.variantId ?? `${line.productId}|${line.size}|${line.colour}`;
    const unit = units.get(key) ?? { variantId: line.variantId, productId: line.productId, title: line.unitTitle, quantity: 0, lines: [] };
    unit.quantity += line.quantity;
    unit.lines.push(line);
    units.set(key, unit);
  }
  return [...units.values()];
}

/** An order's units per variant, read from its lines. */
async function unitsOfOrder(manager: EntityManager, orderId: string): Promise<StockUnit[]> {
  const rows: Array<{ variant_id: string | null; product_id: string; title: string; size: string; colour: string; quantity: number }> = await manager.query(
    `SELECT v.id AS variant_id, l.product_id, min(l.title) AS title, coalesce(min(v.size), '') AS size, coalesce(min(v.colour), '') AS colour, sum(l.quantity)::int AS quantity
       FROM order_lines l LEFT JOIN product_variants v ON ${variantOfLine()}
      WHERE l.order_id = $1
      GROUP BY v.id, l.product_id`,
    [orderId],
  );
  return rows.map((r) => ({ variantId: r.variant_id, productId: r.product_id, title: unitTitle(r.title, r.size, r.colour), quantity: r.quantity }));
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnits = (units: readonly StockUnit[]) => [...units].sort((a, b) => compareIds(a.productId, b.productId) || compareIds(a.variantId ?? "", b.variantId ?? ""));

/**
 * Locks the products of these units, in product-id order, before any variant is touched: a variant's stock
 * trigger updates its product row, and an admin's edit locks the product before its variants, so every writer
 * takes the product first and two of them never wait on each other in a circle.
 */
async function lockProductsOf(manager: EntityManager, units: readonly StockUnit[]): Promise<StockUnit[]> {
  const sorted = sortedUnits(units);
  const productIds = [...new Set(sorted.map((u) => u.productId))];
  await manager.query(`SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [productIds]);
  return sorted;
}

export type ReserveResult = { ok: true } | { ok: false; productId: string; title: string; available: number };

/**
 * Takes stock for the given units with guarded updates (never below zero, never for a removed product or a variant
 * no longer sold), in one statement: the products are locked in id order first (lockProductsOf says why), then
 * every variant's guarded update runs; a flash sale's buyers wait on the product's row for this one statement and
 * the commit after it. On the first unit (in that order) that cannot be served, says which and how many are left;
 * the caller rolls back (or back to a savepoint).
 */
export async function reserveUnits(manager: EntityManager, units: readonly StockUnit[]): Promise<ReserveResult> {
  const sorted = sortedUnits(units);
  const sold = sorted.filter((u) => u.variantId !== null);
  const [{ taken }]: Array<{ taken: string[] }> = sold.length
    ? await manager.query(
        `WITH locked AS (SELECT id FROM products WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL ORDER BY id FOR NO KEY UPDATE),
              taken AS (
                UPDATE product_variants v SET stock = v.stock - w.quantity, updated_at = now()
                  FROM unnest($2::uuid[], $3::int[]) AS w(variant_id, quantity)
                 WHERE v.id = w.variant_id AND v.stock >= w.quantity AND v.product_id IN (SELECT id FROM locked)
                RETURNING v.id)
         SELECT array(SELECT id FROM taken) AS taken`,
        [[...new Set(sold.map((u) => u.productId))], sold.map((u) => u.variantId), sold.map((u) => u.quantity)],
      )
    : [{ taken: [] }];
  const short = sorted.find((unit) => unit.variantId === null || !taken.includes(unit.variantId));
  if (!short) return { ok: true };
  return shortfallAfter(manager, short);
}

/** The reason a placing write refuses itself with (sutra_refuse) when a unit could not be served; its detail is the variant. */
const UNITS_SHORT = "units short";

/**
 * reserveUnits as common table expressions of the caller's own statement (issue 46: placing an order writes the order
 * and takes its units in one statement): the same lock order (the products in id order, then each variant's guarded
 * update, never below zero). `bind` binds a value as one of the statement's parameters; the statement selects
 * `columns`, and `judge` reads them into reserveUnits' answer (on a shortfall the caller rolls back).
 *
 * `failsWhole`: the statement fails on a shortfall instead (sutra_refuse, naming the first unit short), so that it may
 * carry its transaction's COMMIT (db/transactions.ts, lastWrite); `refused` then reads what is left of that unit. Only
 * when every unit still has its variant (checkout refuses the others before it writes).
 */
export function unitsReservation(units: readonly StockUnit[], bind: (value: unknown) => string, options: { failsWhole?: boolean } = {}) {
  const sorted = sortedUnits(units);
  const sold = sorted.filter((u) => u.variantId !== null);
  const failsWhole = options.failsWhole === true && sold.length === sorted.length;
  const productIds = bind([...new Set(sold.map((u) => u.productId))]);
  const variantIds = bind(sold.map((u) => u.variantId));
  const quantities = bind(sold.map((u) => u.quantity));
  const refusal = failsWhole
    ? `, (SELECT sutra_refuse(${bind(UNITS_SHORT)}, w.variant_id::text) FROM unnest(${variantIds}::uuid[]) WITH ORDINALITY AS w(variant_id, n)
           WHERE w.variant_id NOT IN (SELECT id FROM taken_units) ORDER BY w.n LIMIT 1) AS units_short`
    : "";
  return {
    failsWhole,
    ctes: `locked_products AS (SELECT id FROM products WHERE id = ANY(${productIds}::uuid[]) AND deleted_at IS NULL ORDER BY id FOR NO KEY UPDATE),
           taken_units AS (
             UPDATE product_variants v SET stock = v.stock - w.quantity, updated_at = now()
               FROM unnest(${variantIds}::uuid[], ${quantities}::int[]) AS w(variant_id, quantity)
              WHERE v.id = w.variant_id AND v.stock >= w.quantity AND v.product_id IN (SELECT id FROM locked_products)
             RETURNING v.id)`,
    columns: `array(SELECT id FROM taken_units) AS taken_units${refusal}`,
    /** The answer from the statement's row; on a shortfall, what is left is read again (the caller rolls back then). */
    async judge(manager: EntityManager, row: { taken_units: string[] }): Promise<ReserveResult> {
      const short = sorted.find((unit) => unit.variantId === null || !row.taken_units.includes(unit.variantId));
      if (!short) return { ok: true };
      return shortfallAfter(manager, short);
    },
    /** A failsWhole statement's failure as reserveUnits' answer (what is left of the unit it named), or null when it failed otherwise. */
    async refused(manager: EntityManager, error: unknown): Promise<Extract<ReserveResult, { ok: false }> | null> {
      const failure = error as { code?: unknown; message?: unknown; detail?: unknown };
      if (!failsWhole || failure?.code !== "P0001" || failure.message !== UNITS_SHORT) return null;
      const short = sorted.find((unit) => unit.variantId === failure.detail);
      return short ? shortfallAfter(manager, short) : null;
    },
  };
}

/** What is left of a unit that could not be served (for its message). */
async function shortfallAfter(manager: EntityManager, short: StockUnit): Promise<Extract<ReserveResult, { ok: false }>> {
  const [row]: Array<{ stock: number; deleted_at: Date | null }> = short.variantId
    ? await manager.query(`SELECT v.stock, p.deleted_at FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1`, [short.variantId])
    : [];
  return { ok: false, productId: short.productId, title: short.title, available: row && !row.deleted_at ? row.stock : 0 };
}

/**
 * An existing order takes its units again (paid after its reservation was released), unless it still holds them.
 * The order's `stock_reserved` flag is set by a guarded update first, so two callers never take them twice.
 */
export async function retakeOrderStock(manager: EntityManager, orderId: string): Promise<ReserveResult> {
  const taken = await returningRows(manager, `UPDATE orders SET stock_reserved = true, updated_at = now() WHERE id = $1 AND NOT stock_reserved RETURNING id`, [orderId]);
  if (!taken.length) return { ok: true };
  return reserveUnits(manager, await unitsOfOrder(manager, orderId));
}

/**
 * Gives an order's units back to their variants, exactly once: the order's `stock_reserved` flag is cleared by a
 * guarded update first, and only the transaction that cleared it returns the units. A variant no longer sold has
 * nothing to return to. True when this call returned them.
 */
export async function returnOrderStock(manager: EntityManager, orderId: string): Promise<boolean> {
  const cleared = await returningRows(manager, `UPDATE orders SET stock_reserved = false, updated_at = now() WHERE id = $1 AND stock_reserved RETURNING id`, [orderId]);
  if (!cleared.length) return false;
  await restockUnits(manager, await unitsOfOrder(manager, orderId));
  return true;
}

/**
 * Puts units back on their variants' shelves (an order's units released, a returned piece in good condition, an
 * exchange's reservation given back); the caller makes sure it happens once (a guarded flag or a status move under
 * the row's lock).
 */
export async function restockUnits(manager: EntityManager, units: readonly StockUnit[]): Promise<void> {
  if (!units.length) return;
  for (const unit of await lockProductsOf(manager, units)) {
    if (unit.variantId) await manager.query(`UPDATE product_variants SET stock = stock + $2, updated_at = now() WHERE id = $1`, [unit.variantId, unit.quantity]);
  }
  // Once committed: told before, an add reading in between would find none yet and remember "sold out" again.
  afterCommit(manager, noteStockReturned);
}
