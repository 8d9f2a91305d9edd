import { type EntityManager, EntityNotFoundError } from "typeorm";
import { entitiesFromJson } from "../../db/json-entities.js";
import { readingOnly } from "../../db/owed-statement.js";
import type { LineGst } from "../../entities/gst.js";
import { type GstLine, shippingGst } from "../tax/index.js";
import { OrderEntity, OrderLineEntity, type OrderStatus, OrderStatusHistoryEntity, type PaymentStatus } from "../../entities/order.entity.js";
import { discountRowsSql, discountsOf, type OrderDiscountView } from "./order-discounts.js";
import { orderReference } from "./order-access.js";
import { dueOnDeliveryOf } from "./cod-advance.js";
import { policyOf } from "./payment-policies.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import { DomainError } from "../../lib/errors.js";
import { consentedPhoneSql } from "../messages/index.js";
import { isUuid } from "../../lib/validation.js";
import type { Viewer } from "../viewer.js";
import { ORDER_NOT_FOUND } from "./order-access.js";
import { type RefundRecord, refundsFromJson } from "./refunds.js";

/**
 * The one read model of an order: what the API (GraphQL and REST), the emails and the invoices show of it. Built
 * from the order's rows in three queries for any number of orders.
 */
export interface OrderView {
  id: string;
  /** "#C41A7E": # and the id's last 6 characters, upper case (spec §9). */
  reference: string;
  userId: string;
  /** The cart the order was built from (spec's cartId). */
  cartId: string | null;
  status: OrderStatus;
  /** The payment: its method, its status, and once paid the provider's payment id (spec's paymentId). */
  paymentStatus: PaymentStatus;
  /** "cod", or the online provider ("razorpay"). */
  paymentMethod: string;
  /** card, upi, netbanking, wallet… as the provider reported the payment, or cod; null until known. */
  paymentInstrument: string | null;
  /** The UPI address a UPI payment came from. */
  paymentVpa: string | null;
  /** How people read the payment method: "UPI (priya@okbank)", "Card", "Cash on delivery"… */
  paymentLabel: string;
  /** Whether its money is collected at the door when delivered (its payment policy's paid-at rule: cash on delivery). */
  collectedOnDelivery: boolean;
  currency: string;
  placedAt: Date;
  updatedAt: Date;
  /** The tax invoice's number as printed (INV-000123), once paid. */
  invoiceNumber: string | null;
  /**
   * Whether its tax invoice is issued and stands: paid for (collected, for cash on delivery) and kept by the shop. A
   * return does not take it away (its credit note reverses what went back); a cancellation after payment does.
   */
  invoiceAvailable: boolean;
  /** When the payment was received (its first move to confirmed; for cash on delivery, to delivered); null until then. */
  paidAt: Date | null;
  paymentId: string;
  payerId: string;
  lines: OrderLineView[];
  /** A part-paid cash-on-delivery order's advance, paid online at checkout (COD_ADVANCE); 0 for none. */
  codAdvancePaise: number;
  /** Cash on delivery: what the courier collects at the door (total − advance); null when not paid on delivery. */
  dueOnDeliveryPaise: number | null;
  /** subtotal (the lines before promotions) − discount + shipping + COD fee = total, what was charged. */
  totals: { subtotalPaise: number; discountPaise: number; shippingPaise: number; codFeePaise: number; totalPaise: number };
  /**
   * The shipping fee's GST (issue 42): taxed as part of a composite supply at the rate of its principal supply (the
   * goods line of the highest taxable value: tax/gst.ts, shippingGst). Null without a fee or GST per line.
   */
  shippingTax: LineTax | null;
  /** The coupon the order was placed with; null without one. */
  couponCode: string | null;
  /** Each offer and coupon the order was placed with, and its prepaid discount (order-discounts.ts): their amounts make up totals.discountPaise. */
  discounts: OrderDiscountView[];
  /** Why the last booking with the courier failed (a retry is offered); null once booked or never tried. */
  bookingError: string | null;
  /** The address as it was when the order was placed. */
  shippingAddress: ShippingAddress;
  /** GST state code of the place of supply, fixed at placement; null for orders placed before GST per line. */
  placeOfSupply: string | null;
  customer: { id: string; username: string; name: string; email: string };
  history: StatusChange[];
  /** The refund ledger's rows on this order's payment, oldest first. */
  refunds: RefundRecord[];
  /** Paise of what was paid given back (processed refunds of the order's own payment). */
  refundedPaise: number;
  /** An exchange's replacement: the order whose units it replaces. */
  exchangeOfOrderId: string | null;
  /** Who closed it (cancelled, rejected, returned to origin); null while open. */
  closedBy: OrderEntity["closedBy"];
  /** A cash-on-delivery order's confirmation (issue 43), and when an unconfirmed one is cancelled. */
  codConfirmation: OrderEntity["codConfirmation"];
  codConfirmBy: Date | null;
  /** A cash-on-delivery order's risk when placed (cod-risk.ts; admins only, by the schema); null for any other order. */
  codRisk: OrderEntity["codRisk"];
}

export interface OrderLineView {
  id: string;
  productId: string;
  title: string;
  imageUrl: string;
  /** What one unit cost when the order was placed, before promotions. */
  unitPricePaise: number;
  /** The catalogue's price and sale price (0: not on sale) of one when ordered. */
  listPricePaise: number;
  salePricePaise: number;
  quantity: number;
  /** unit price × quantity, before promotions. */
  lineTotalPaise: number;
  /** The line's share of the order's discount, and what it sold for after it (lineTotal − discount). */
  discountPaise: number;
  netPaise: number;
  /** '' for one size / one colour. */
  size: string;
  colour: string;
  /** The line's GST as placed; null for orders placed before GST per line. */
  tax: LineTax | null;
}

/** A line's GST, once set (lines of orders placed before GST per line have none). */
export type LineTax = GstLine;

/** The GST value of a line, or null when the line carries none. */
export function lineTax(gst: LineGst): LineTax | null {
  return gst.hsn === null ? null : (gst as LineTax);
}

export interface ShippingAddress {
  addressId: string | null;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

export interface StatusChange {
  from: OrderStatus | null;
  to: OrderStatus;
  note: string;
  /** The admin's user name; null for the customer or the shop itself. */
  changedBy: string | null;
  changedAt: Date;
}

/** The statuses of an order the shop kept: its invoice stands. */
const KEPT: readonly OrderStatus[] = ["confirmed", "shipped", "delivered"];

const INSTRUMENT_LABELS: Readonly<Record<string, string>> = {
  card: "Card",
  upi: "UPI",
  netbanking: "Netbanking",
  wallet: "Wallet",
  emi: "EMI",
  paylater: "Pay later",
};

/** The payment method as emails, invoices and the admin show it: the instrument paid with, else the policy's label. */
export function paymentLabel(order: { paymentMethod: string; paymentInstrument: string | null; paymentVpa: string | null }): string {
  const instrument = order.paymentInstrument ? INSTRUMENT_LABELS[order.paymentInstrument] : undefined;
  if (!instrument) return policyOf(order).label;
  return order.paymentInstrument === "upi" && order.paymentVpa ? `UPI (${order.paymentVpa})` : instrument;
}

export { orderReference } from "./order-access.js";

interface ViewRows {
  order?: Record<string, unknown>;
  lines: Record<string, unknown>[];
  users: Array<{ id: string; username: string; name: string; email: string }>;
  history: Array<Record<string, unknown> & { changed_by_username: string | null }>;
  refunds: Record<string, unknown>[];
  discounts: Parameters<typeof discountsOf>[0];
}

/**
 * The rows of orders' views: their lines, customers and history, in one statement. `ids` is the SQL of the orders'
 * ids: `ANY($1::uuid[])` for many, `$1::uuid` for one. One order's view (read three times a checkout) takes a plain
 * id: with an array PostgreSQL planned the statement anew on every call (its generic plan, costed for an array of
 * ten, never looked cheaper than a custom plan for one), 0.5 ms of planning for 0.2 ms of work (pg_stat_statements, W5).
 */
const viewRows = (ids: string) => `
  (SELECT coalesce(json_agg(l ORDER BY l.title, l.id), '[]') FROM order_lines l WHERE l.order_id = ${ids}) AS lines,
  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username, 'name', u.name, 'email', u.email)), '[]')
     FROM users u WHERE u.id IN (SELECT o.user_id FROM orders o WHERE o.id = ${ids})) AS users,
  (SELECT coalesce(json_agg(to_jsonb(h) || jsonb_build_object('changed_by_username', a.username) ORDER BY h.created_at, h.id), '[]')
     FROM order_status_history h LEFT JOIN users a ON a.id = h.changed_by WHERE h.order_id = ${ids}) AS history,
  (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.id), '[]') FROM refunds r WHERE r.order_id = ${ids}) AS refunds,
  ${discountRowsSql(ids)}`;
const MANY_VIEW_ROWS = viewRows("ANY($1::uuid[])");
const ONE_VIEW_ROWS = viewRows("$1::uuid");

/** An order's view's rows besides the order's own (read with it by a step's one read: orderViewRowsSql). */
export type OrderViewRows = Omit<ViewRows, "order">;

/**
 * The select-list items that read the rest of one order's view (its lines, customer, history, refunds, discounts), for
 * a step that reads them with everything else it needs in one statement (issue 46); the order's id is its `$1`.
 */
export const ORDER_VIEW_ROWS_SQL = ONE_VIEW_ROWS;

/**
 * One order's view from its row and its view's rows read already (no statement): a step that knows what it wrote builds
 * the view after it from what it read before and what its write returned.
 */
export function orderViewFromRows(manager: EntityManager, order: OrderEntity, rows: OrderViewRows): OrderView {
  return viewsOf(manager, [order], rows as ViewRows)[0]!;
}

/**
 * Views of any number of orders in one statement (no query per order, nor per table). Inside a transaction it runs
 * on the transaction's connection and sees its writes.
 */
export async function loadOrderViews(manager: EntityManager, orders: readonly OrderEntity[]): Promise<OrderView[]> {
  if (!orders.length) return [];
  const [rows]: ViewRows[] = await manager.query(`SELECT ${MANY_VIEW_ROWS}`, [orders.map((o) => o.id)]);
  return viewsOf(manager, orders, rows!);
}

function viewsOf(manager: EntityManager, orders: readonly OrderEntity[], rows: ViewRows): OrderView[] {
  const lines = entitiesFromJson(manager, OrderLineEntity, rows.lines);
  const users = rows.users;
  const history = entitiesFromJson(manager, OrderStatusHistoryEntity, rows.history).map((h, i) => ({ ...h, adminName: rows.history[i]!.changed_by_username }));
  const usersById = new Map(users.map((u) => [u.id, u]));
  const refunds = refundsFromJson(manager, rows.refunds);
  return orders.map((order) => {
    const orderRefunds = refunds.filter((r) => r.orderId === order.id);
    const orderLines = lines.filter((l) => l.orderId === order.id).map(lineView);
    const orderHistory = history.filter((h) => h.orderId === order.id);
    const user = usersById.get(order.userId)!;
    const subtotalPaise = orderLines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
    return {
      id: order.id,
      reference: orderReference(order.id),
      userId: order.userId,
      cartId: order.cartId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      paymentInstrument: order.paymentInstrument,
      paymentVpa: order.paymentVpa,
      paymentLabel: paymentLabel(order),
      collectedOnDelivery: policyOf(order).paidOn === "delivered",
      currency: order.currency.trim(),
      placedAt: order.createdAt,
      updatedAt: order.updatedAt,
      invoiceNumber: order.invoiceNumber === null ? null : `INV-${String(order.invoiceNumber).padStart(6, "0")}`,
      invoiceAvailable: order.invoiceNumber !== null && order.paidPaise > 0 && KEPT.includes(order.status),
      // The policy says when the money came: online when confirmed, cash on delivery when delivered (collected at the door).
      paidAt: paidAtOf(order, orderHistory),
      paymentId: order.paymentId,
      payerId: order.payerId,
      lines: orderLines,
      codAdvancePaise: order.codAdvancePaise,
      dueOnDeliveryPaise: policyOf(order).paidOn === "delivered" ? dueOnDeliveryOf(order) : null,
      // The total is what was charged: the lines less the discount, plus shipping (SHIPPING_FEE, issue 42) and a COD fee.
      totals: { subtotalPaise, discountPaise: order.discountPaise, shippingPaise: order.shippingPaise, codFeePaise: order.codFeePaise, totalPaise: order.totalPaise },
      shippingTax: shippingTaxOf(order, orderLines),
      bookingError: order.bookingError,
      couponCode: order.couponCode,
      discounts: discountsOf(rows.discounts, order),
      shippingAddress: {
        addressId: order.addressId,
        address: order.shipAddress,
        city: order.shipCity,
        pincode: order.shipPincode,
        phone: order.shipPhone,
        notes: order.shipNotes,
      },
      placeOfSupply: order.placeOfSupply,
      customer: { id: user.id, username: user.username, name: user.name, email: user.email },
      history: orderHistory.map((h) => ({ from: h.fromStatus, to: h.toStatus, note: h.note, changedBy: h.adminName, changedAt: h.createdAt })),
      refunds: orderRefunds,
      refundedPaise: orderRefunds.filter((r) => r.status === "processed" && r.cause !== "duplicate_payment").reduce((sum, r) => sum + r.amountPaise, 0),
      exchangeOfOrderId: order.exchangeOfOrderId,
      closedBy: order.closedBy,
      codConfirmation: order.codConfirmation,
      codConfirmBy: order.codConfirmBy,
      // Switched to online payment (cod-to-online.ts): no longer paid on delivery, so no COD risk to show.
      codRisk: policyOf(order).kind === "cod" ? order.codRisk : null,
    };
  });
}

/** The shipping fee's GST, from the goods lines' GST as stored (null for orders placed before GST per line). */
function shippingTaxOf(order: OrderEntity, lines: readonly OrderLineView[]): LineTax | null {
  const taxes = lines.map((l) => l.tax);
  if (!order.placeOfSupply || !taxes.every((t): t is LineTax => t !== null)) return null;
  return shippingGst(taxes, order.shippingPaise);
}

function lineView(line: OrderLineEntity): OrderLineView {
  return {
    id: line.id,
    productId: line.productId,
    title: line.title,
    imageUrl: line.imageUrl,
    unitPricePaise: line.unitPricePaise,
    listPricePaise: line.listPricePaise,
    salePricePaise: line.salePricePaise,
    quantity: line.quantity,
    lineTotalPaise: line.unitPricePaise * line.quantity,
    discountPaise: line.discountPaise,
    netPaise: line.netPaise,
    size: line.size,
    colour: line.colour,
    tax: lineTax(line.gst),
  };
}

/** When the money was received: the first move to the status the order's policy is paid on; null while unpaid. */
function paidAtOf(order: OrderEntity, history: ReadonlyArray<{ toStatus: OrderStatus; createdAt: Date }>): Date | null {
  const paidOn = policyOf(order).paidOn;
  if (!paidOn || order.paidPaise === 0) return null;
  return history.find((h) => h.toStatus === paidOn)?.createdAt ?? null;
}

/** One order's view, the order's row with the rest, in one statement. */
export async function loadOrderView(manager: EntityManager, id: string): Promise<OrderView> {
  const [rows]: ViewRows[] = await manager.query(`SELECT (SELECT to_jsonb(o) FROM orders o WHERE o.id = $1::uuid) AS "order", ${ONE_VIEW_ROWS}`, [id]);
  if (!rows?.order) throw new EntityNotFoundError(OrderEntity, { id });
  return viewsOf(manager, entitiesFromJson(manager, OrderEntity, [rows.order]), rows)[0]!;
}

/**
 * As findOrderOf, unlocked, with the order's latest payment attempt (null before one was opened): one statement,
 * for verify, which reads both before it asks the provider anything.
 */
export async function findOrderWithPaymentOf(
  manager: EntityManager,
  user: Viewer,
  id: string,
): Promise<{ order: OrderEntity; payment: PaymentEntity | null; viewRows: OrderViewRows; consentedPhone: string | null }> {
  // Issue 46: with the rest of the order's view, so verify answers (and renders its email) without reading it again;
  // and the phone its "placed" message goes to (issue 43), so the settlement queues that in its one statement too.
  // A pure read: a keyed verify's idempotency claim travels in the same write (db/owed-statement.ts).
  const [row] = isUuid(id)
    ? ((await readingOnly(() =>
        manager.query(
          `SELECT to_jsonb(o) AS "order",
                (SELECT to_jsonb(p) FROM payments p WHERE p.order_id = o.id ORDER BY p.created_at DESC LIMIT 1) AS payment,
                ${ORDER_VIEW_ROWS_SQL},
                ${consentedPhoneSql("o.user_id")} AS consented_phone
           FROM orders o WHERE o.id = $1`,
          [id],
        ),
      )) as Array<{ order: Record<string, unknown>; payment: Record<string, unknown> | null; consented_phone: string | null } & OrderViewRows>)
    : [];
  const order = row ? entitiesFromJson(manager, OrderEntity, [row.order])[0]! : null;
  if (order === null || order.userId !== user.userId) throw new DomainError("NOT_FOUND", ORDER_NOT_FOUND);
  const { lines, users, history, refunds, discounts } = row!;
  return { order, payment: row!.payment ? entitiesFromJson(manager, PaymentEntity, [row!.payment])[0]! : null, viewRows: { lines, users, history, refunds, discounts }, consentedPhone: row!.consented_phone };
}
