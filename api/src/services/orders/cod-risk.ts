import type { EntityManager } from "typeorm";
import type { CodRiskPolicy } from "../../config.js";
import type { CodRisk, CodRiskBand } from "../../entities/order.entity.js";
import { formatRupees } from "../../lib/money.js";
import { paidBySql } from "./payment-policies.js";

/**
 * How likely a cash-on-delivery order is to come back undelivered (return to origin, RTO), judged from the shop's own
 * history when the order is placed (issue 43 item 7; docs/cod-upi-delivery.md "COD risk"). Every signal adds its
 * weight (COD_RISK_WEIGHTS) and says why in words an admin reads on the order; the sum, at most 100, falls in a band
 * (COD_RISK_BANDS). COD_RISK_POLICY says what a HIGH band does: nothing (off), no cash on delivery (hide), or an
 * advance paid online (advance, cod-advance.ts). The shopper never sees the score or the reasons.
 */

export type { CodRisk, CodRiskBand };

/** The points each signal adds. One table, so the shop can read (and tune) what counts and how much. */
export const COD_RISK_WEIGHTS = {
  /** The delivery pincode's COD parcels came back at least PINCODE_RTO_RATE of the time (enough parcels to judge). */
  pincodeReturns: 30,
  /** Each of the customer's earlier COD orders returned to origin (at most CUSTOMER_ORDERS_COUNTED counted). */
  customerReturnedOrder: 25,
  /** Each of the customer's earlier COD orders cancelled by them or by the shop for no confirmation (at most CUSTOMER_ORDERS_COUNTED). */
  customerCancelledOrder: 10,
  /** An account younger than NEW_ACCOUNT_DAYS that never paid an order online. */
  newAccountNoPrepaid: 15,
  /** Goods (after discounts) at NEAR_COD_MAX_SHARE of COD_MAX or more. */
  nearCodMax: 10,
  /** MANY_OF_ONE_SIZE or more units of one product in one size. */
  manyOfOneSize: 10,
  /** The account's phone number was never verified with a one-time code. */
  unverifiedPhone: 10,
} as const;

/** The lowest score of each band above LOW (a score below MEDIUM's is LOW). */
export const COD_RISK_BANDS = { medium: 30, high: 60 } as const;

/** How far back the pincode's parcels are looked at (orders placed in these days). */
export const PINCODE_WINDOW_DAYS = 90;
/** Fewer delivered-or-returned COD parcels than this to a pincode say nothing about it. */
export const PINCODE_MIN_PARCELS = 5;
/** The share of a pincode's COD parcels coming back from which it counts (the national COD figure is about 26 %). */
export const PINCODE_RTO_RATE = 0.25;
export const CUSTOMER_ORDERS_COUNTED = 2;
export const NEW_ACCOUNT_DAYS = 30;
export const NEAR_COD_MAX_SHARE = 0.8;
export const MANY_OF_ONE_SIZE = 3;

/** What the risk is judged from: the shop's history (readCodRiskFacts) and the order being placed. */
export interface CodRiskFacts {
  pincode: string;
  /** The pincode's COD parcels of the window that ended: delivered, or back at the warehouse. */
  pincodeParcels: number;
  pincodeReturned: number;
  customerReturnedOrders: number;
  customerCancelledOrders: number;
  accountAgeDays: number;
  prepaidOrders: number;
  phoneVerified: boolean;
  goodsPaise: number;
  codMaxPaise: number;
  lines: ReadonlyArray<{ productId: string; title: string; size: string; quantity: number }>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The score, band and reasons for these facts (pure: the rules in one place, tested on their own). */
export function scoreCodRisk(facts: CodRiskFacts): CodRisk {
  const W = COD_RISK_WEIGHTS;
  const counted: Array<{ points: number; reason: string }> = [];
  if (facts.pincodeParcels >= PINCODE_MIN_PARCELS && facts.pincodeReturned / facts.pincodeParcels >= PINCODE_RTO_RATE) {
    counted.push({ points: W.pincodeReturns, reason: `Pincode ${facts.pincode}: ${facts.pincodeReturned} of ${facts.pincodeParcels} COD parcels came back` });
  }
  if (facts.customerReturnedOrders > 0) {
    const n = Math.min(facts.customerReturnedOrders, CUSTOMER_ORDERS_COUNTED);
    counted.push({ points: n * W.customerReturnedOrder, reason: `${plural(facts.customerReturnedOrders, "earlier COD order", "earlier COD orders")} of this customer came back undelivered` });
  }
  if (facts.customerCancelledOrders > 0) {
    const n = Math.min(facts.customerCancelledOrders, CUSTOMER_ORDERS_COUNTED);
    counted.push({ points: n * W.customerCancelledOrder, reason: `${plural(facts.customerCancelledOrders, "earlier COD order", "earlier COD orders")} of this customer cancelled before shipping` });
  }
  if (facts.accountAgeDays < NEW_ACCOUNT_DAYS && facts.prepaidOrders === 0) {
    counted.push({ points: W.newAccountNoPrepaid, reason: `New account (${plural(facts.accountAgeDays, "day", "days")} old) that has never paid online` });
  }
  if (facts.codMaxPaise > 0 && facts.goodsPaise >= facts.codMaxPaise * NEAR_COD_MAX_SHARE) {
    counted.push({ points: W.nearCodMax, reason: `Order value ${formatRupees(facts.goodsPaise)} is close to the COD limit of ${formatRupees(facts.codMaxPaise)}` });
  }
  const bySize = new Map<string, { title: string; size: string; units: number }>();
  for (const line of facts.lines) {
    const key = `${line.productId}|${line.size}`;
    const group = bySize.get(key) ?? { title: line.title, size: line.size, units: 0 };
    group.units += line.quantity;
    bySize.set(key, group);
  }
  const most = [...bySize.values()].sort((a, b) => b.units - a.units)[0];
  if (most && most.units >= MANY_OF_ONE_SIZE) {
    counted.push({ points: W.manyOfOneSize, reason: `${most.units} units of "${most.title}" in ${most.size ? `size ${most.size}` : "one size"}` });
  }
  if (!facts.phoneVerified) counted.push({ points: W.unverifiedPhone, reason: "Phone number not verified with a one-time code" });

  const score = Math.min(100, counted.reduce((sum, c) => sum + c.points, 0));
  return { score, band: bandOf(score), reasons: counted.sort((a, b) => b.points - a.points).map((c) => c.reason) };
}

export function bandOf(score: number): CodRiskBand {
  if (score >= COD_RISK_BANDS.high) return "high";
  if (score >= COD_RISK_BANDS.medium) return "medium";
  return "low";
}

/**
 * The history part of the facts in ONE statement: the pincode's COD parcels that ended in the window (delivered, or
 * back at the warehouse: shipments RTO_DELIVERED), through orders_cod_pincode_idx; the customer's COD orders returned
 * to origin and cancelled (by them, or by the shop when they did not confirm: an admin's cancellation is the shop's
 * doing), their online-paid orders, their account's age and whether their phone is verified.
 */
export async function readCodRiskFacts(
  manager: EntityManager,
  { userId, pincode }: { userId: string; pincode: string },
): Promise<Pick<CodRiskFacts, "pincodeParcels" | "pincodeReturned" | "customerReturnedOrders" | "customerCancelledOrders" | "accountAgeDays" | "prepaidOrders" | "phoneVerified">> {
  const params: unknown[] = [userId, pincode, PINCODE_WINDOW_DAYS];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const cod = paidBySql("cod", "o", bind);
  const online = paidBySql("online", "o", bind);
  const [row] = (await manager.query(
    `SELECT p.parcels, p.returned, c.returned_orders, c.cancelled_orders, c.prepaid_orders,
            floor(extract(epoch FROM now() - u.created_at) / 86400)::int AS age_days, u.phone_verified_at IS NOT NULL AS phone_verified
       FROM users u,
            LATERAL (SELECT count(*) FILTER (WHERE s.status IN ('delivered', 'rto_delivered'))::int AS parcels,
                            count(*) FILTER (WHERE s.status = 'rto_delivered')::int AS returned
                       FROM orders o JOIN shipments s ON s.order_id = o.id AND s.direction = 'forward'
                      WHERE o.ship_pincode = $2 AND ${cod} AND o.created_at >= now() - make_interval(days => $3)) p,
            LATERAL (SELECT count(*) FILTER (WHERE ${cod} AND o.status = 'returned_to_origin')::int AS returned_orders,
                            count(*) FILTER (WHERE ${cod} AND o.status = 'cancelled' AND o.closed_by IS DISTINCT FROM 'admin')::int AS cancelled_orders,
                            count(*) FILTER (WHERE ${online} AND o.paid_paise > 0)::int AS prepaid_orders
                       FROM orders o WHERE o.user_id = u.id) c
      WHERE u.id = $1`,
    params,
  )) as Array<{ parcels: number; returned: number; returned_orders: number; cancelled_orders: number; prepaid_orders: number; age_days: number; phone_verified: boolean }>;
  return {
    pincodeParcels: row?.parcels ?? 0,
    pincodeReturned: row?.returned ?? 0,
    customerReturnedOrders: row?.returned_orders ?? 0,
    customerCancelledOrders: row?.cancelled_orders ?? 0,
    prepaidOrders: row?.prepaid_orders ?? 0,
    accountAgeDays: row?.age_days ?? 0,
    phoneVerified: row?.phone_verified ?? false,
  };
}

/** A cash-on-delivery checkout's risk: its history (one statement) and the order's own facts, scored. */
export async function assessCodRisk(
  manager: EntityManager,
  codMaxPaise: number,
  order: { userId: string; pincode: string; goodsPaise: number; lines: CodRiskFacts["lines"] },
): Promise<CodRisk> {
  const history = await readCodRiskFacts(manager, order);
  return scoreCodRisk({ ...history, pincode: order.pincode, goodsPaise: order.goodsPaise, codMaxPaise, lines: order.lines });
}

/** What the shopper reads when COD_RISK_POLICY=hide keeps cash on delivery from a HIGH-risk order (never the score). */
export const COD_RISK_MESSAGES = {
  hidden: "Cash on delivery isn't available for this order. Pay online with UPI or card.",
} as const;

/** Why this COD order may not be placed under the policy, or null: only `hide` refuses, and only a HIGH band. */
export function codRiskRefusal(policy: CodRiskPolicy, risk: CodRisk): string | null {
  return policy === "hide" && risk.band === "high" ? COD_RISK_MESSAGES.hidden : null;
}
