import { z } from "zod";
import { COD_RISK_BANDS, type CodRiskBand, type OrderStatus } from "../entities/order.entity.js";
import type { ReturnReason } from "../entities/return-request.entity.js";
import type { ShipmentStatus } from "../entities/shipment.entity.js";
import { parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { paidBySql } from "./orders/index.js";
import { requireAdmin, type Viewer } from "./viewer.js";

/** Spec §9: a product or variant with fewer units than this is "low stock" (the storefront's "Only N left" badge). */
export const LOW_STOCK_THRESHOLD = 10;
export const INSIGHT_RANGES = [7, 30, 90] as const;
const TOP_PRODUCTS = 10;
export const LOW_STOCK_LIST = 20;
const SHIPPING_COURIERS = 20;
const SHIPPING_PINCODES = 10;
const COD_RTO_PINCODES = 10;

/** A courier's or a pincode's forward parcels in the range (rates 0 to 1 over the parcels not cancelled). */
export interface ShippingGroup {
  name: string;
  parcels: number;
  averageDaysToDeliver: number | null;
  ndrRate: number;
  rtoRate: number;
}

export interface ShippingInsights extends Omit<ShippingGroup, "name"> {
  byStatus: Array<{ status: ShipmentStatus; count: number }>;
  byCourier: ShippingGroup[];
  topPincodes: ShippingGroup[];
}

/** Ended cash-on-delivery parcels of a group: delivered or back at the warehouse; rate 0 to 1 (returned ÷ parcels). */
export interface CodRtoGroup {
  name: string;
  parcels: number;
  returned: number;
  rtoRate: number;
}

/** Cash on delivery's returns to origin by delivery pincode and by the risk band the orders were placed with (issue 43 item 7). */
export interface CodRiskInsights {
  byPincode: CodRtoGroup[];
  byBand: Array<Omit<CodRtoGroup, "name"> & { band: CodRiskBand }>;
  /** Orders placed before their risk was judged (no band). */
  unscored: CodRtoGroup;
}

const insightsInput = z.object({
  days: z
    .number({ error: "days must be 7, 30 or 90" })
    .nullish()
    .transform((v) => v ?? 30)
    .refine((v) => (INSIGHT_RANGES as readonly number[]).includes(v), "days must be 7, 30 or 90"),
});

/** Money stays in paise here; the API turns it into rupees at its edge. */
export interface SalesInsights {
  days: number;
  /** First and last calendar day of the range, in the shop's time zone (YYYY-MM-DD). */
  from: string;
  to: string;
  timeZone: string;
  /** What paid orders charged: after promotions' discounts. */
  revenuePaise: number;
  /** Taken off by promotions in the range's paid orders. */
  discountPaise: number;
  paidOrders: number;
  /** Revenue ÷ paid orders, rounded to the paisa; 0 without paid orders. */
  averageOrderValuePaise: number;
  daily: DailySales[];
  byStatus: Array<{ status: OrderStatus; count: number }>;
  topByUnits: TopProduct[];
  topByRevenue: TopProduct[];
  lowStockThreshold: number;
  /** Live products by their total stock (kept for API clients; the dashboard lists variants). */
  lowStock: Array<{ id: string; title: string; sku: string; totalStock: number }>;
  lowStockVariants: LowStockVariant[];
  cod: CodInsights;
}

/**
 * Cash on delivery in the range (orders placed in it): its share of the orders placed, its share of revenue (paid, i.e.
 * collected, COD orders' totals over all paid orders'), and the return-to-origin rate: COD orders returned to origin
 * over COD orders that left the shop (shipped, delivered or returned to origin).
 */
export interface CodInsights {
  orders: number;
  allOrders: number;
  revenuePaise: number;
  /** Revenue of every paid order of the range (the share's whole). */
  allRevenuePaise: number;
  dispatched: number;
  returnedToOrigin: number;
}

/** One size/colour of a live product under the threshold; a product without options is its one variant (size and colour ''). */
export interface LowStockVariant {
  productId: string;
  title: string;
  productSku: string;
  sku: string;
  size: string;
  colour: string;
  stock: number;
}

/** Returns over the range (issue 26), money in paise. */
export interface ReturnInsights {
  /** Money given back by refunds made in the range (gateway and manual). */
  refundedPaise: number;
  refunds: number;
  /** The range's revenue (paid orders placed in it) less the refunds made in it. */
  netRevenuePaise: number;
  /** Of paid orders placed in the range: units asked back (not rejected or cancelled) ÷ units sold, per product; top 10 by rate. */
  byProduct: Array<{ productId: string; title: string; unitsSold: number; unitsReturned: number; rate: number }>;
  /** Units asked back by reason, most first (requests made in the range, not rejected or cancelled). */
  byReason: Array<{ reason: ReturnReason; units: number; requests: number }>;
}

/**
 * Abandoned carts over the range (issue 44): carts whose first reminder went in it, the reminders sent in it, and the
 * carts recovered: the shopper placed an order within RECOVERY_DAYS after the first reminder that was paid (the first
 * such order; its total is the recovered revenue). Money in paise.
 */
export interface CartRecoveryInsights {
  abandonedCarts: number;
  remindersSent: number;
  recoveredCarts: number;
  recoveredRevenuePaise: number;
}

/** How long after a cart's first reminder an order still counts as its recovery. */
export const RECOVERY_DAYS = 7;

export interface DailySales {
  date: string;
  revenuePaise: number;
  paidOrders: number;
}

export interface TopProduct {
  productId: string;
  title: string;
  units: number;
  revenuePaise: number;
}

/**
 * The sizes and colours under the threshold ($1), fewest first, at most $2. A product's total hides a sold-out size
 * (40 in L, 0 in M): the threshold applies to each variant. Ties follow the product page's order: `position` is the
 * variant set's display order (sizes the shop's way). Read through product_variants_low_stock_idx.
 */
export const LOW_STOCK_VARIANTS_SQL = `SELECT p.id AS "productId", p.title, p.sku AS "productSku", v.sku, v.size, v.colour, v.stock
   FROM product_variants v JOIN products p ON p.id = v.product_id
  WHERE p.deleted_at IS NULL AND v.stock < $1
  ORDER BY v.stock, p.title, p.id, v.position, v.id
  LIMIT $2`;

/**
 * The products whose total is under the threshold ($1), fewest first, at most $2 (the deprecated `lowStock`). No index
 * holds `products.total_stock`, so that a stock change updates its product in place (migration
 * StockChangesKeepCatalogueIndexes): they are found through the variants' low-stock index instead, since a product
 * whose units add up to fewer than the threshold has each of its variants under it (every product has at least one:
 * `variantsInput`). $1 is that threshold; the subquery names it as a literal, the partial index's own bound, which a
 * parameter would not let the planner prove.
 */
export const LOW_STOCK_PRODUCTS_SQL = `SELECT p.id, p.title, p.sku, p.total_stock FROM products p
  WHERE p.deleted_at IS NULL AND p.total_stock < $1
    AND p.id IN (SELECT v.product_id FROM product_variants v WHERE v.stock < ${LOW_STOCK_THRESHOLD})
  ORDER BY p.total_stock, p.title, p.id
  LIMIT $2`;

/**
 * Counted as sales (docs/running-the-shop.md's definitions): orders placed in the range that the shop was paid for and
 * kept — confirmed, shipped or delivered. An order cancelled after payment (refunded), a failed or pending one, cash
 * not yet collected and an exchange's ₹0 replacement are not revenue; a return's refund does not undo a sale (the
 * returns panel takes the refunds off). "Orders by status" counts every order placed in the range.
 */
const PAID = `o.paid_paise > 0 AND o.status IN ('confirmed', 'shipped', 'delivered')`;

/** The admin's sales dashboard: every figure aggregated by PostgreSQL over the orders table, never loaded row by row. */
/**
 * Its statements run on the reports' pool (db/sql.ts, `report`): longer ones than a checkout's may take
 * (DB_REPORT_STATEMENT_TIMEOUT_MS), never on a connection a checkout waits for.
 */
export function createInsightsService({ sql, config }: ServiceContext) {
  return {
    async salesInsights(viewer: Viewer | null, raw: { days?: number | null } = {}): Promise<SalesInsights> {
      requireAdmin(viewer);
      const { days } = parseInput(insightsInput, raw);
      const tz = config.shopTimeZone;
      // The range: the last `days` calendar days in the shop's time zone, today included.
      const [range] = await sql.report<{ from: string; to: string; start: Date }>(
        `SELECT to_char(d.today - ($2::int - 1), 'YYYY-MM-DD') AS "from", to_char(d.today, 'YYYY-MM-DD') AS "to",
                ((d.today - ($2::int - 1))::timestamp AT TIME ZONE $1) AS start
           FROM (SELECT (now() AT TIME ZONE $1)::date AS today) d`,
        [tz, days],
      );
      const start = range!.start;
      const params = [start, tz];
      const [totals, daily, byStatus, topByUnits, topByRevenue, lowStock, lowStockVariants, cod] = await Promise.all([
        sql.report(
          `SELECT COALESCE(sum(o.total_paise), 0)::bigint AS revenue, COALESCE(sum(o.discount_paise), 0)::bigint AS discount, count(*)::int AS orders
             FROM orders o WHERE ${PAID} AND o.created_at >= $1`,
          [start],
        ) as Promise<
          Array<{ revenue: string; discount: string; orders: number }>
        >,
        sql.report(
          `SELECT to_char(day, 'YYYY-MM-DD') AS date, COALESCE(s.revenue, 0)::bigint AS revenue, COALESCE(s.orders, 0)::int AS orders
             FROM generate_series(($1::timestamptz AT TIME ZONE $2)::date, (now() AT TIME ZONE $2)::date, interval '1 day') AS day
             LEFT JOIN (
               SELECT (o.created_at AT TIME ZONE $2)::date AS d, sum(o.total_paise) AS revenue, count(*) AS orders
                 FROM orders o WHERE ${PAID} AND o.created_at >= $1 GROUP BY 1
             ) s ON s.d = day::date
            ORDER BY day`,
          params,
        ) as Promise<Array<{ date: string; revenue: string; orders: number }>>,
        sql.report(`SELECT o.status, count(*)::int AS count FROM orders o WHERE o.created_at >= $1 GROUP BY o.status ORDER BY count DESC, o.status`, [start]) as Promise<
          Array<{ status: OrderStatus; count: number }>
        >,
        topProducts("units", start),
        topProducts("revenue", start),
        sql.report(LOW_STOCK_PRODUCTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST]) as Promise<Array<{ id: string; title: string; sku: string; total_stock: number }>>,
        sql.report(LOW_STOCK_VARIANTS_SQL, [LOW_STOCK_THRESHOLD, LOW_STOCK_LIST]) as Promise<LowStockVariant[]>,
        codFigures(start),
      ]);
      const revenuePaise = Number(totals[0]!.revenue);
      const paidOrders = totals[0]!.orders;
      return {
        days,
        from: range!.from,
        to: range!.to,
        timeZone: tz,
        revenuePaise,
        discountPaise: Number(totals[0]!.discount),
        paidOrders,
        averageOrderValuePaise: paidOrders ? Math.round(revenuePaise / paidOrders) : 0,
        daily: daily.map((d) => ({ date: d.date, revenuePaise: Number(d.revenue), paidOrders: d.orders })),
        byStatus,
        topByUnits,
        topByRevenue,
        lowStockThreshold: LOW_STOCK_THRESHOLD,
        lowStock: lowStock.map((p) => ({ id: p.id, title: p.title, sku: p.sku, totalStock: p.total_stock })),
        lowStockVariants,
        cod: { orders: cod[0]!.orders, allOrders: cod[0]!.all_orders, revenuePaise: Number(cod[0]!.revenue), allRevenuePaise: revenuePaise, dispatched: cod[0]!.dispatched, returnedToOrigin: cod[0]!.rto },
      };
    },

    returnInsights,
    cartRecovery,
    shippingInsights,
    codRiskInsights,
  };

  /**
   * Returns to origin of cash-on-delivery orders placed in the range (issue 43 item 7), in one statement grouped two
   * ways: by delivery pincode (the 10 with the most ended parcels) and by the risk band each order was placed with
   * (orders.cod_risk). Ended: the forward parcel was delivered, or came back (RTO delivered); parcels on their way or
   * cancelled say nothing yet. The same parcels the checkout's pincode signal counts (cod-risk.ts).
   */
  async function codRiskInsights(viewer: Viewer | null, raw: { days?: number | null } = {}): Promise<CodRiskInsights> {
    requireAdmin(viewer);
    const { days } = parseInput(insightsInput, raw);
    const params: unknown[] = [config.shopTimeZone, days];
    const cod = paidBySql("cod", "o", (value) => `$${params.push(value)}`);
    const rows = await sql.report<{ pincode: string | null; band: string | null; by_band: number; parcels: number; returned: number }>(
      `SELECT o.ship_pincode AS pincode, o.cod_risk->>'band' AS band, GROUPING(o.cod_risk->>'band')::int AS by_band,
              count(*)::int AS parcels, count(*) FILTER (WHERE s.status = 'rto_delivered')::int AS returned
         FROM orders o JOIN shipments s ON s.order_id = o.id AND s.direction = 'forward' AND s.status IN ('delivered', 'rto_delivered')
        WHERE ${cod} AND o.created_at >= (SELECT ((now() AT TIME ZONE $1)::date - ($2::int - 1))::timestamp AT TIME ZONE $1)
        GROUP BY GROUPING SETS ((o.ship_pincode), (o.cod_risk->>'band'))`,
      params,
    );
    const rate = (returned: number, parcels: number) => (parcels ? Math.round((returned / parcels) * 10000) / 10000 : 0);
    const group = (name: string, r: { parcels: number; returned: number } | undefined): CodRtoGroup => ({
      name,
      parcels: r?.parcels ?? 0,
      returned: r?.returned ?? 0,
      rtoRate: rate(r?.returned ?? 0, r?.parcels ?? 0),
    });
    const bands = rows.filter((r) => r.by_band === 0);
    return {
      byPincode: rows
        .filter((r) => r.by_band === 1)
        .map((r) => group(r.pincode!, r))
        .sort((a, b) => b.parcels - a.parcels || a.name.localeCompare(b.name))
        .slice(0, COD_RTO_PINCODES),
      byBand: COD_RISK_BANDS.map((band) => {
        const { parcels, returned, rtoRate } = group(band, bands.find((r) => r.band === band));
        return { band, parcels, returned, rtoRate };
      }),
      unscored: group("", bands.find((r) => r.band === null)),
    };
  }

  /**
   * The shipments part of the dashboard (issue 42): forward parcels booked in the range, in one statement grouped
   * four ways (all, by status, by courier, by delivery pincode). NDR: at least one DELIVERY_FAILED scan in the
   * timeline; RTO: ended back at the warehouse; days to deliver: booking to the delivered status.
   */
  async function shippingInsights(viewer: Viewer | null, raw: { days?: number | null } = {}): Promise<ShippingInsights> {
    requireAdmin(viewer);
    const { days } = parseInput(insightsInput, raw);
    const rows = await sql.report<{ status: ShipmentStatus | null; courier: string | null; pincode: string | null; grouping: number; all: number; parcels: number; ndr: number; rto: number; avg_days: number | null }>(
      // The range's start as a sub-select (an init plan): a value the index on booking time can be searched with.
      `SELECT s.status, s.courier_name AS courier, o.ship_pincode AS pincode,
              GROUPING(s.status, s.courier_name, o.ship_pincode)::int AS grouping,
              count(*)::int AS all,
              count(*) FILTER (WHERE s.status <> 'cancelled')::int AS parcels,
              count(*) FILTER (WHERE s.status <> 'cancelled' AND s.events @> '[{"status": "delivery_failed"}]')::int AS ndr,
              count(*) FILTER (WHERE s.status = 'rto_delivered')::int AS rto,
              (avg(extract(epoch FROM s.status_at - s.created_at)) FILTER (WHERE s.status = 'delivered') / 86400)::float8 AS avg_days
         FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.direction = 'forward' AND s.created_at >= (SELECT ((now() AT TIME ZONE $1)::date - ($2::int - 1))::timestamp AT TIME ZONE $1)
        GROUP BY GROUPING SETS ((), (s.status), (s.courier_name), (o.ship_pincode))`,
      [config.shopTimeZone, days],
    );
    const round = (n: number) => Math.round(n * 10000) / 10000;
    const group = (r: (typeof rows)[number], name: string): ShippingGroup => ({
      name,
      parcels: r.parcels,
      averageDaysToDeliver: r.avg_days === null ? null : Math.round(r.avg_days * 10) / 10,
      ndrRate: r.parcels ? round(r.ndr / r.parcels) : 0,
      rtoRate: r.parcels ? round(r.rto / r.parcels) : 0,
    });
    const groups = (pick: (r: (typeof rows)[number]) => string | null, limit: number) =>
      rows
        .filter((r) => pick(r) !== null && r.parcels > 0)
        .map((r) => group(r, pick(r)!))
        .sort((a, b) => b.parcels - a.parcels || a.name.localeCompare(b.name))
        .slice(0, limit);
    // GROUPING() is 7 for the grand total: all three columns rolled up.
    const total = rows.find((r) => r.grouping === 7);
    const totals = total ? group(total, "") : { parcels: 0, averageDaysToDeliver: null, ndrRate: 0, rtoRate: 0 };
    return {
      parcels: totals.parcels,
      averageDaysToDeliver: totals.averageDaysToDeliver,
      ndrRate: totals.ndrRate,
      rtoRate: totals.rtoRate,
      byStatus: rows.filter((r) => r.status !== null).map((r) => ({ status: r.status!, count: r.all })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
      byCourier: groups((r) => r.courier, SHIPPING_COURIERS),
      topPincodes: groups((r) => r.pincode, SHIPPING_PINCODES),
    };
  }

  /** The abandoned carts part of the dashboard, for the same range (computed only when asked for). */
  async function cartRecovery(viewer: Viewer | null, raw: { days?: number | null } = {}): Promise<CartRecoveryInsights> {
    requireAdmin(viewer);
    const { days } = parseInput(insightsInput, raw);
    const [row] = await sql.report<{ carts: number; reminders: number; recovered: number; revenue: string }>(
      `WITH range AS (SELECT (((now() AT TIME ZONE $1)::date - ($2::int - 1))::timestamp AT TIME ZONE $1) AS start),
            reminded AS (SELECT r.* FROM cart_reminders r, range WHERE r.first_sent_at >= range.start),
            recovered AS (
              SELECT r.id, o.total_paise
                FROM reminded r
                CROSS JOIN LATERAL (SELECT o.total_paise FROM orders o
                                     WHERE o.user_id = r.user_id AND o.created_at > r.first_sent_at AND o.created_at < r.first_sent_at + make_interval(days => $3)
                                       AND ${PAID}
                                     ORDER BY o.created_at LIMIT 1) o)
       SELECT (SELECT count(*)::int FROM reminded) AS carts,
              (SELECT count(*) FILTER (WHERE r.first_sent_at >= range.start)::int + count(*) FILTER (WHERE r.second_sent_at >= range.start)::int
                 FROM cart_reminders r, range WHERE r.first_sent_at >= range.start - make_interval(days => 14)) AS reminders,
              (SELECT count(*)::int FROM recovered) AS recovered,
              (SELECT coalesce(sum(total_paise), 0)::bigint FROM recovered) AS revenue`,
      [config.shopTimeZone, days, RECOVERY_DAYS],
    );
    return { abandonedCarts: row!.carts, remindersSent: row!.reminders, recoveredCarts: row!.recovered, recoveredRevenuePaise: Number(row!.revenue) };
  }

  /** Cash on delivery in the range: its orders and revenue against all, and how many of those dispatched came back. */
  function codFigures(start: Date) {
    const params: unknown[] = [start];
    const cod = paidBySql("cod", "o", (value) => `$${params.push(value)}`);
    return sql.report(
      `SELECT count(*) FILTER (WHERE ${cod})::int AS orders, count(*)::int AS all_orders,
              COALESCE(sum(o.total_paise) FILTER (WHERE ${cod} AND ${PAID}), 0)::bigint AS revenue,
              count(*) FILTER (WHERE ${cod} AND o.status IN ('shipped', 'delivered', 'returned_to_origin'))::int AS dispatched,
              count(*) FILTER (WHERE ${cod} AND o.status = 'returned_to_origin')::int AS rto
         FROM orders o WHERE o.created_at >= $1`,
      params,
    ) as Promise<Array<{ orders: number; all_orders: number; revenue: string; dispatched: number; rto: number }>>;
  }

  /** The returns part of the dashboard, for the same range as salesInsights (computed only when asked for). */
  async function returnInsights(viewer: Viewer | null, raw: { days?: number | null } = {}): Promise<ReturnInsights> {
    requireAdmin(viewer);
    const { days } = parseInput(insightsInput, raw);
    const [{ start }] = (await sql.report<{ start: Date }>(`SELECT (((now() AT TIME ZONE $1)::date - ($2::int - 1))::timestamp AT TIME ZONE $1) AS start`, [
      config.shopTimeZone,
      days,
    ])) as [{ start: Date }];
    const OPEN_OR_DONE = `r.status NOT IN ('rejected', 'cancelled')`;
    const [[money], [revenue], byProduct, byReason] = await Promise.all([
      sql.report(
        // The refund ledger: returns' refunds processed in the range (through the gateway or by hand).
        `SELECT COALESCE(sum(f.amount_paise), 0)::bigint AS refunded, count(*)::int AS refunds
           FROM refunds f WHERE f.status = 'processed' AND f.cause = 'return' AND f.settled_at >= $1`,
        [start],
      ) as Promise<Array<{ refunded: string; refunds: number }>>,
      sql.report(`SELECT COALESCE(sum(o.total_paise), 0)::bigint AS revenue FROM orders o WHERE ${PAID} AND o.created_at >= $1`, [start]) as Promise<Array<{ revenue: string }>>,
      sql.report(
        `SELECT s.product_id, s.title, s.sold, COALESCE(b.returned, 0) AS returned
           FROM (SELECT l.product_id, min(l.title) AS title, sum(l.quantity)::int AS sold
                   FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${PAID} AND o.created_at >= $1 GROUP BY l.product_id) s
           LEFT JOIN (SELECT l.product_id, sum(rl.quantity)::int AS returned
                        FROM return_request_lines rl JOIN return_requests r ON r.id = rl.request_id JOIN order_lines l ON l.id = rl.order_line_id
                        JOIN orders o ON o.id = l.order_id
                       WHERE ${OPEN_OR_DONE} AND ${PAID} AND o.created_at >= $1 GROUP BY l.product_id) b ON b.product_id = s.product_id
          WHERE COALESCE(b.returned, 0) > 0
          ORDER BY COALESCE(b.returned, 0)::float / s.sold DESC, b.returned DESC, s.product_id
          LIMIT ${TOP_PRODUCTS}`,
        [start],
      ) as Promise<Array<{ product_id: string; title: string; sold: number; returned: number }>>,
      sql.report(
        `SELECT rl.reason, sum(rl.quantity)::int AS units, count(DISTINCT r.id)::int AS requests
           FROM return_request_lines rl JOIN return_requests r ON r.id = rl.request_id
          WHERE ${OPEN_OR_DONE} AND r.created_at >= $1
          GROUP BY rl.reason ORDER BY units DESC, rl.reason LIMIT ${TOP_PRODUCTS}`,
        [start],
      ) as Promise<Array<{ reason: ReturnReason; units: number; requests: number }>>,
    ]);
    const refundedPaise = Number(money!.refunded);
    return {
      refundedPaise,
      refunds: money!.refunds,
      netRevenuePaise: Number(revenue!.revenue) - refundedPaise,
      byProduct: byProduct.map((p) => ({ productId: p.product_id, title: p.title, unitsSold: p.sold, unitsReturned: p.returned, rate: Math.round((p.returned / p.sold) * 10000) / 10000 })),
      byReason,
    };
  }

  /** The 10 products sold most in paid orders of the range, by units or by revenue (the lines' net: after discounts). */
  async function topProducts(by: "units" | "revenue", start: Date): Promise<TopProduct[]> {
    const order = by === "units" ? "units DESC, revenue DESC" : "revenue DESC, units DESC";
    const rows = await sql.report<{ product_id: string; title: string; units: string; revenue: string }>(
      `SELECT l.product_id, COALESCE(min(p.title), min(l.title)) AS title, sum(l.quantity)::bigint AS units, sum(l.net_paise::bigint)::bigint AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id LEFT JOIN products p ON p.id = l.product_id
        WHERE ${PAID} AND o.created_at >= $1
        GROUP BY l.product_id
        ORDER BY ${order}, l.product_id
        LIMIT ${TOP_PRODUCTS}`,
      [start],
    );
    return rows.map((r) => ({ productId: r.product_id, title: r.title, units: Number(r.units), revenuePaise: Number(r.revenue) }));
  }
}

export type InsightsService = ReturnType<typeof createInsightsService>;
