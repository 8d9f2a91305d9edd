import type { EntityManager } from "typeorm";
import { z } from "zod";
import { entitiesFromJson, entityRecordset } from "../../db/json-entities.js";
import { AddressEntity } from "../../entities/address.entity.js";
import { ServiceablePincodeEntity } from "../../entities/serviceable-pincode.entity.js";
import { OrderEntity, OrderLineEntity } from "../../entities/order.entity.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { callProvider, type PaymentGateway, PaymentGatewayError, PROVIDER_ORDER_ID, PROVIDER_PAYMENT_ID } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import { holdPromotionUses, priceCart, PROMOTION_MESSAGES, unpaidOrdersHoldingUses } from "../promotions/index.js";
import { type GstLine, gstOfOrder, ORDER_TAX_MESSAGES, statesOfPincode } from "../tax/index.js";
import { ACCOUNT_BLOCKED, requireUser, type Viewer } from "../viewer.js";
import { DELIVERY_MESSAGES, deliveryDate, findServiceablePincode } from "../delivery/index.js";
import { type CartLine, readCartLines, removeOrderedLines } from "./cart-lines.js";
import { codRefusal } from "./cod.js";
import { notePlacedOrder, orderOfEarlierTry } from "./keyed-order.js";
import type { OrderLifecycle } from "./lifecycle.js";
import { findOrderOf, findOrderWithPaymentOf, lockOrder } from "./order-access.js";
import { loadOrderView, type OrderView } from "./order-view.js";
import { PAYMENT_MESSAGES, type PaymentsService } from "./payments.service.js";
import { findTransition, type PaymentKind } from "./status-machine.js";
import { holdingUnpaid, reserveUnits, shortfallOf, type StockUnit } from "./stock.js";

export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty. Please add items to proceed",
  noAddress: "Please Select one Address to proceed",
  productRemoved: (title: string) => `"${title}" is no longer available. Please remove it from your cart.`,
  outOfStock: (title: string) => `"${title}" is out of stock. Please remove it from your cart.`,
  notEnough: (title: string, available: number) => `Only ${available} of "${title}" available in stock. Please reduce the quantity in your cart.`,
  tooSmall: "The order total must be at least ₹1.00.",
  tooLarge: "This order is too large to pay online in one go. Please split it.",
  couldNotStart: "Could not start the payment. Please try again.",
  tooManyUnpaidUnits: (title: string, max: number) =>
    `You can hold at most ${max} unpaid units of "${title}". Pay for or cancel your open orders, or lower the quantity.`,
  tooManyUnpaidOrders: (open: number) => `You already have ${open} orders waiting for payment. Pay for or cancel one of them before placing another.`,
  offerRanOut: "An offer on your cart has just run out. Please review your cart.",
} as const;

/** A cart line as the order sells it: its share of the promotions' discount and its net (what tax is computed from). */
export interface PricedLine {
  line: CartLine;
  /** The line's share of the order's discount, over all its units (paise). */
  discountPaise: number;
  /** lineTotal − discount: what the line sells for (paise); per piece it is net / quantity. */
  netPaise: number;
}

/**
 * The most an order may come to: ₹2 crore, within the integer columns that hold it (orders.total_paise,
 * payments.amount_paise: at most 2,147,483,647 paise). A larger total is refused before anything is written.
 */
const MAX_ORDER_PAISE = 2_000_000_000;
/** A repeat placeOrder with the same cart and address within this window returns the same order. */
const DUPLICATE_WINDOW_SECONDS = 60;
const EXPIRY_BATCH = 200;

// A missing address is judged after the cart (the spec's order of messages), so it is not a parse error here.
const placeOrderInput = z.object({
  addressId: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.trim() : "")),
  // ONLINE (Razorpay) unless the shopper chose cash on delivery.
  paymentMethod: z
    .preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(["ONLINE", "COD"], { error: "Payment method must be ONLINE or COD" }).nullish())
    .transform((v): PaymentKind => (v === "COD" ? "cod" : "online")),
});
const optionsInput = z.object({ addressId: z.unknown().transform((v) => (typeof v === "string" ? v.trim() : "")) });
const verifyInput = z.object({
  orderId: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required"),
  razorpayOrderId: z.string({ error: "Razorpay order id is required" }).trim().min(1, "Razorpay order id is required"),
  razorpayPaymentId: z.string({ error: "Razorpay payment id is required" }).trim().min(1, "Razorpay payment id is required"),
  razorpaySignature: z.string({ error: "Razorpay signature is required" }).min(1, "Razorpay signature is required"),
});
const abandonInput = z.object({
  orderId: z.string({ error: "Order id is required" }).trim(),
  reason: z.string().trim().max(300).nullish(),
});

/** What the browser opens the provider's payment window with. */
export interface PaymentWindow {
  provider: string;
  keyId: string;
  providerOrderId: string;
  /** Paise, as the provider's window takes it. */
  amount: number;
  currency: "INR";
  checkoutScriptUrl: string;
  name: string;
  description: string;
}

/** The message for units of a cart that cannot be had, checkout's wording. */
function shortfallMessage(title: string, shortfall: NonNullable<ReturnType<typeof shortfallOf>>): string {
  if (shortfall.kind === "removed") return CHECKOUT_MESSAGES.productRemoved(title);
  if (shortfall.kind === "soldOut") return CHECKOUT_MESSAGES.outOfStock(title);
  return CHECKOUT_MESSAGES.notEnough(title, shortfall.available);
}

/** The cart's units per variant (stock is per variant, over all the lines that hold it), with what the shelf has. */
function unitsOf(lines: readonly CartLine[]): Array<StockUnit & { stock: number; removed: boolean }> {
  const units = new Map<string, StockUnit & { stock: number; removed: boolean }>();
  for (const line of lines) {
    const key = line.variantId ?? `${line.productId}|${line.size}|${line.colour}`;
    const unit = units.get(key) ?? { variantId: line.variantId, productId: line.productId, title: line.unitTitle, quantity: 0, stock: line.stock, removed: line.removed };
    unit.quantity += line.quantity;
    units.set(key, unit);
  }
  return [...units.values()];
}

/** Units per product over the cart (the unpaid caps are per product, whatever the size and colour). */
function unitsPerProduct(lines: readonly CartLine[]): Array<{ productId: string; title: string; quantity: number }> {
  const units = new Map<string, { productId: string; title: string; quantity: number }>();
  for (const line of lines) {
    const u = units.get(line.productId) ?? { productId: line.productId, title: line.title, quantity: 0 };
    u.quantity += line.quantity;
    units.set(line.productId, u);
  }
  return [...units.values()];
}

/** A line's GST columns as stored (all null when no GST was recorded). */
function lineTax(line: GstLine | undefined) {
  if (!line) return { hsn: null, gstRateBp: null, taxablePaise: null, cgstPaise: null, sgstPaise: null, igstPaise: null };
  return { hsn: line.hsn, gstRateBp: line.rateBp, taxablePaise: line.taxablePaise, cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise, igstPaise: line.igstPaise };
}

/** A customer's open unpaid orders as checkout judges them (readUnpaidOrders). */
interface UnpaidOrders {
  /** Those from the last minute to this address, newest first, with their lines. */
  recent: Array<{ order: Record<string, unknown>; lines: Array<{ productId: string; size: string; colour: string; quantity: number }> }>;
  openOrders: number;
  /** Units they hold per product, of the products asked about. */
  heldUnits: Map<string, number>;
}

/** What placeOrder found or made: a new order, or a repeat's order with its payment or still without one; a COD order needs none. */
type Prepared = { kind: "new" | "unopened" | "cod"; order: OrderEntity } | { kind: "existing"; order: OrderEntity; payment: PaymentEntity };

/** What checkout offers for the cart and an address: the delivery promise and the payment methods, each with why not. */
export interface CheckoutOptions {
  serviceable: boolean;
  /** YYYY-MM-DD; null when the pincode is not served. */
  deliveryBy: string | null;
  online: { available: boolean; reason: string | null };
  cod: { available: boolean; reason: string | null };
  codFeePaise: number;
  /** The goods after discounts (what the COD limits are judged on). */
  goodsPaise: number;
}

/**
 * From cart to paid order: placing the order (stock reserved, provider order opened), verifying what the payment
 * window returns, abandoning it, and releasing reservations that were never paid.
 */
export function createCheckoutService(
  { dataSource, config, logger, leases }: ServiceContext,
  { gateway, cod, lifecycle, payments }: { gateway: PaymentGateway; cod: PaymentGateway; lifecycle: OrderLifecycle; payments: PaymentsService },
) {
  const reservationMs = config.payments.reservationMinutes * 60_000;

  function paymentWindow(payment: PaymentEntity): PaymentWindow {
    return {
      provider: gateway.provider,
      keyId: gateway.publicKeyId,
      providerOrderId: payment.providerOrderId,
      amount: payment.amountPaise,
      currency: "INR",
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      name: config.brandName,
      description: "Order Payment",
    };
  }

  /** The unpaid order's reservation goes back (the shopper gave up, the provider could not start, time ran out). */
  async function release(manager: EntityManager, order: OrderEntity, actor: "customer" | "system", note: string): Promise<boolean> {
    if (order.status !== "pending" || order.paymentStatus !== "pending") return false;
    return lifecycle.move(manager, order, "cancelled", { actor, note });
  }

  /** Everything of placeOrder that writes the database, in one transaction under the caller's checkout lock. */
  /**
   * A checkout's first statement: the customer's checkout lock (one checkout at a time per customer: a double submit
   * waits here, then sees the first one's order), how the transaction commits, and what that lock does not guard:
   * whether the account is active (asked of the database, not of a session another node may have cached for up to
   * SESSION_CACHE_SECONDS while Redis is away), the address and its pincode's delivery row (services/delivery). An online order
   * commits asynchronously (db/sql.ts): its payment row's synchronous commit (savePayment) follows before the shopper
   * is answered and flushes it too, and the order's stock locks are held a disk flush shorter. Cash on delivery has
   * no such row after it: it commits synchronously.
   */
  async function openCheckout(manager: EntityManager, userId: string, addressId: string, method: PaymentKind) {
    const [row] = (await manager.query(
      `SELECT pg_advisory_xact_lock(hashtext($1)) AS locked, set_config('synchronous_commit', $2, true) AS commit_mode,
              EXISTS (SELECT 1 FROM users WHERE id = $3 AND blocked_at IS NULL) AS active,
              (SELECT to_jsonb(a) FROM addresses a WHERE a.id = $4 AND a.user_id = $3) AS address,
              (SELECT to_jsonb(s) FROM addresses a JOIN serviceable_pincodes s ON s.pincode = a.pincode WHERE a.id = $4 AND a.user_id = $3) AS serviceable`,
      [`sutra:checkout:${userId}`, method === "online" ? "off" : "on", userId, isUuid(addressId) ? addressId : null],
    )) as Array<{ active: boolean; address: Record<string, unknown> | null; serviceable: Record<string, unknown> | null }>;
    return {
      active: row!.active,
      address: row!.address ? entitiesFromJson(manager, AddressEntity, [row!.address])[0]! : null,
      serviceable: row!.serviceable ? entitiesFromJson(manager, ServiceablePincodeEntity, [row!.serviceable])[0]! : null,
    };
  }

  async function prepareOrder(userId: string, addressId: string, method: PaymentKind): Promise<Prepared> {
    return dataSource.transaction(async (manager) => {
      const opened = await openCheckout(manager, userId, addressId, method);
      if (!opened.active) throw new DomainError("FORBIDDEN", ACCOUNT_BLOCKED);
      // Issue 47: the retry of a keyed checkout whose first try placed the order and hung answers that order (keyed-order.ts).
      const earlier = await orderOfEarlierTry(manager);
      if (earlier?.order.paymentMethod === cod.provider) return { kind: "cod", order: earlier.order };
      if (earlier) return earlier.payment ? { kind: "existing", order: earlier.order, payment: earlier.payment } : { kind: "unopened", order: earlier.order };

      const cart = await readCartLines(manager, userId);
      if (!cart?.lines.length) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.emptyCart);

      const { address, serviceable } = opened;
      if (!address) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.noAddress, "addressId");
      // The delivery table (services/delivery): an address the shop does not serve cannot be checked out.
      if (!serviceable) {
        // A pincode India Post gives no delivery area (saved before pincodes were checked) says so; a real one we do not serve, that.
        const message = statesOfPincode(address.pincode).length ? DELIVERY_MESSAGES.notServiceable(address.pincode) : ORDER_TAX_MESSAGES.unknownPincode(address.pincode);
        throw new DomainError("BAD_USER_INPUT", message, "addressId");
      }
      if (method === "online" && !serviceable.prepaidAllowed) throw new DomainError("BAD_USER_INPUT", DELIVERY_MESSAGES.prepaidNotAllowed(address.pincode), "addressId");

      // A repeat of an order placed a moment ago (a double submit, or a retry after the node placing it died) gets that
      // order before the stock is looked at: its own reservation may hold the last units.
      const cartProducts = [...new Set(cart.lines.map((l) => l.productId))];
      const unpaid = method === "online" ? await readUnpaidOrders(manager, userId, address.id, cartProducts) : null;
      const duplicate = unpaid ? sameRecentOrder(manager, unpaid, cart.lines) : null;
      if (duplicate) {
        const payment = await manager.findOne(PaymentEntity, { where: { orderId: duplicate.id }, order: { createdAt: "DESC" } });
        // No payment yet: the request that placed it is still opening one, or died doing so (its node was killed).
        // This one opens one too; the first saved is the order's (savePayment).
        return payment ? { kind: "existing", order: duplicate, payment } : { kind: "unopened", order: duplicate };
      }

      const units = unitsOf(cart.lines);
      for (const unit of units) {
        const shortfall = shortfallOf({ stock: unit.stock, wanted: unit.quantity, removed: unit.removed });
        if (shortfall) throw new DomainError("OUT_OF_STOCK", shortfallMessage(shortfall.kind === "removed" ? cart.lines.find((l) => l.productId === unit.productId)!.title : unit.title, shortfall));
      }

      // Prices are the catalogue's (the variant's own, or the product's), now, less the promotions as the cart showed
      // them (the same pricing: services/promotions); nothing the client sent is read.
      const pricing = await priceCart(manager, {
        userId,
        lines: cart.lines.map((l) => ({ productId: l.productId, title: l.title, category: l.category, brand: l.brand, quantity: l.quantity, valuePaise: l.lineTotalPaise })),
        couponCode: cart.couponCode,
        // Coupons that are prepaid only are judged against how this order is paid.
        paymentMethod: method === "cod" ? "cod" : "prepaid",
        shopTimeZone: config.shopTimeZone,
      });
      if (cart.couponCode && pricing.couponProblem) {
        throw new DomainError("BAD_USER_INPUT", PROMOTION_MESSAGES.noLongerApplies(pricing.couponCode ?? cart.couponCode.toUpperCase(), pricing.couponProblem), "code");
      }
      // A retry after closing the payment window: the shopper's own unpaid orders holding the uses a per-customer cap
      // allows them are released (their stock and uses go back), so this order takes them (issue 24).
      const applied = [pricing.automatic, pricing.coupon].filter((p) => p !== null);
      let releasedEarlier = false;
      for (const id of await unpaidOrdersHoldingUses(manager, userId, applied.map((p) => p.rule.id))) {
        const earlier = await lockOrder(manager, id);
        if (earlier) releasedEarlier = (await release(manager, earlier, "customer", "Replaced by a newer order using the same offer")) || releasedEarlier;
      }
      if (unpaid) {
        // Orders released just now hold nothing any more: the caps are judged on a fresh read then.
        const current = releasedEarlier ? await readUnpaidOrders(manager, userId, address.id, cartProducts) : unpaid;
        assertWithinUnpaidCaps(current, unitsPerProduct(cart.lines));
      }

      // The lines with their net: the one place an order's per-line money is decided (a tax step reads these).
      const pricedLines: PricedLine[] = cart.lines.map((line, i) => ({ line, discountPaise: pricing.lineDiscounts[i]!, netPaise: line.lineTotalPaise - pricing.lineDiscounts[i]! }));
      // Cash on delivery: the shop's rules (services/orders/cod.ts), judged under this customer's checkout lock, so the
      // open-orders cap holds however many checkouts race; then its fee, a line of its own in the totals.
      if (method === "cod") {
        const refusal = await codRefusal(manager, config.delivery, { userId, pincode: address.pincode, serviceable, goodsPaise: pricing.totalPaise });
        if (refusal) throw new DomainError("BAD_USER_INPUT", refusal, "paymentMethod");
      }
      const codFeePaise = method === "cod" ? config.delivery.codFeePaise : 0;
      const totalPaise = pricing.totalPaise + codFeePaise;
      if (totalPaise < 100) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooSmall);
      if (totalPaise > MAX_ORDER_PAISE) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooLarge);

      // GST per line, fixed now (the rate table may change later; an issued invoice must not). A line's net is what
      // it costs after its discounts, GST included.
      const tax = await gstOfOrder(
        manager,
        { sellerGstin: config.seller.gstin, pincode: address.pincode, stateCode: address.state },
        pricedLines.map(({ line, netPaise }) => ({ productId: line.productId, netPaise, quantity: line.quantity })),
      );

      const placing = findTransition(null, method === "cod" ? "confirmed" : "pending", "customer", method)!;

      // The order and its lines in one statement (the lines take the order's new id).
      const placedRow = entityRecordset(
        manager,
        OrderEntity,
        [
          {
            userId,
            cartId: cart.cartId,
            status: placing.to,
            paymentMethod: method === "cod" ? cod.provider : gateway.provider,
            paymentStatus: placing.payment ?? "pending",
            paymentInstrument: method === "cod" ? "cod" : null,
            codFeePaise,
            totalPaise,
            currency: "INR",
            addressId: address.id,
            shipAddress: address.address,
            shipCity: address.city,
            shipPincode: address.pincode,
            shipPhone: address.phone,
            shipNotes: address.notes,
            placeOfSupply: tax?.placeOfSupply ?? null,
            paymentId: "",
            payerId: "",
            // A COD order is confirmed: its stock is held until it is delivered, cancelled or returned, not for a payment window.
            reservationExpiresAt: method === "cod" ? null : new Date(Date.now() + reservationMs),
            stockReserved: true,
            discountPaise: pricing.discountPaise,
            couponCode: pricing.coupon?.rule.code ?? null,
          },
        ],
        "$1",
        "o",
      );
      const lineRows = entityRecordset(
        manager,
        OrderLineEntity,
        pricedLines.map(({ line: l, discountPaise, netPaise }, i) => ({
          ...lineTax(tax?.lines[i]),
          productId: l.productId,
          title: l.title,
          imageUrl: l.image,
          unitPricePaise: l.unitPricePaise,
          listPricePaise: l.pricePaise,
          salePricePaise: l.salePricePaise,
          discountPaise,
          netPaise,
          quantity: l.quantity,
          size: l.size,
          colour: l.colour,
        })),
        "$2",
        "l",
      );
      // The order, its lines and its history's first entry (the lifecycle's: placedHistory) in one statement.
      const history = lifecycle.placedHistory(placing);
      const [{ order: placedJson }] = (await manager.query(
        `WITH placed AS (INSERT INTO ${placedRow.table} (${placedRow.columns}) SELECT ${placedRow.selected} FROM ${placedRow.recordset} RETURNING *),
              lines AS (INSERT INTO ${lineRows.table} (order_id, ${lineRows.columns}) SELECT placed.id, ${lineRows.selected} FROM placed, ${lineRows.recordset}),
              history AS (INSERT INTO order_status_history (order_id, from_status, to_status, note) SELECT placed.id, NULL, $3, $4 FROM placed)
         SELECT to_jsonb(placed) AS "order" FROM placed`,
        [placedRow.json, lineRows.json, history.to, history.note],
      )) as Array<{ order: Record<string, unknown> }>;
      const order = entitiesFromJson(manager, OrderEntity, [placedJson])[0]!;
      await notePlacedOrder(manager, order.id); // issue 47 (keyed-order.ts)
      // Paid on delivery, the order is confirmed at once: the bought lines leave the cart and the confirmation (cash on
      // delivery, the amount) is queued with it.
      if (method === "cod") await removeOrderedLines(manager, order.id, userId);
      await lifecycle.placed(manager, order, placing);
      // The stock and the promotions' uses last, just before the commit (products first, then promotions: the one
      // lock order of every writer): their guarded updates lock those rows, and every other shopper buying them waits
      // for this transaction to end; a flash sale sells one order at a time through these locks. A shortfall rolls
      // the order above back with it.
      const reserved = await reserveUnits(manager, units);
      if (!reserved.ok) {
        throw new DomainError("OUT_OF_STOCK", shortfallMessage(reserved.title, reserved.available > 0 ? { kind: "short", available: reserved.available } : { kind: "soldOut" }));
      }
      // The promotions' uses are taken like stock (guarded, never past their caps) and held while the order is open.
      const held = await holdPromotionUses(
        manager,
        { orderId: order.id, userId },
        applied.map((p) => ({ promotionId: p.rule.id, discountPaise: p.discountPaise })),
      );
      if (!held.ok) {
        const coupon = pricing.coupon?.rule.id === held.promotionId ? pricing.coupon.rule.code! : null;
        throw new DomainError("CONFLICT", coupon ? PROMOTION_MESSAGES.noLongerApplies(coupon, held.problem ?? PROMOTION_MESSAGES.usedUp) : CHECKOUT_MESSAGES.offerRanOut);
      }
      return method === "cod" ? { kind: "cod", order } : { kind: "new", order };
    });
  }

  /**
   * Saves the order's payment, unless one was saved first: a double submit, or a retry after the node placing the
   * order died before saving its payment, may open two provider orders for one order. The first saved is the order's
   * and both requests answer it; the other provider order is never shown to anyone, so never paid. Refused when the
   * order no longer waits for a payment (released in the meantime).
   */
  async function savePayment(order: OrderEntity, providerOrderId: string): Promise<PaymentEntity> {
    // One statement (migration 1796000028000): the order's row lock, the attempt saved first, else this one when the
    // order still waits for it. It commits synchronously, flushing the order's asynchronous commit with it.
    const [row]: Array<{ payment: Record<string, unknown> | null }> = await dataSource.query(`SELECT sutra_save_payment($1, $2, $3, $4) AS payment`, [
      order.id,
      gateway.provider,
      providerOrderId,
      order.totalPaise,
    ]);
    if (!row?.payment) throw new Error(`order ${order.id} no longer waits for a payment`);
    return entitiesFromJson(dataSource.manager, PaymentEntity, [row.payment])[0]!;
  }

  /**
   * The customer's open unpaid orders, in one statement under their checkout lock: those from the last minute to this
   * address with their lines (a repeat of one is answered with it: sameRecentOrder), how many are open, and the units
   * of the cart's products they hold (the caps: assertWithinUnpaidCaps).
   */
  async function readUnpaidOrders(manager: EntityManager, userId: string, addressId: string, productIds: readonly string[]): Promise<UnpaidOrders> {
    const open = `o.user_id = $1 AND ${holdingUnpaid("o")} AND o.reservation_expires_at > now()`;
    const [row] = (await manager.query(
      `SELECT (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC), '[]') FROM (
                 SELECT o.created_at, to_jsonb(o) AS "order",
                        (SELECT coalesce(json_agg(json_build_object('productId', l.product_id, 'size', l.size, 'colour', l.colour, 'quantity', l.quantity)), '[]')
                           FROM order_lines l WHERE l.order_id = o.id) AS lines
                   FROM orders o
                  WHERE o.user_id = $1 AND o.address_id = $2 AND ${holdingUnpaid("o")} AND o.created_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})
                  ORDER BY o.created_at DESC LIMIT 5) r) AS recent,
              (SELECT count(*)::int FROM orders o WHERE ${open}) AS orders,
              (SELECT coalesce(json_object_agg(h.product_id, h.units), '{}') FROM (
                 SELECT l.product_id, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id
                  WHERE ${open} AND l.product_id = ANY($3::uuid[]) GROUP BY l.product_id) h) AS held`,
      [userId, addressId, [...productIds]],
    )) as Array<{ recent: UnpaidOrders["recent"]; orders: number; held: Record<string, number> }>;
    return { recent: row!.recent, openOrders: row!.orders, heldUnits: new Map(Object.entries(row!.held)) };
  }

  /**
   * What one customer may hold reserved and unpaid (issue 10: one shopper held all 30 units of a product for the whole
   * reservation window): at most `maxUnpaidUnitsPerProduct` units of each product over their open unpaid orders and
   * this one, and at most `maxUnpaidOrders` open unpaid orders. Judged on what readUnpaidOrders read under the
   * customer's checkout lock, so two checkouts of one customer cannot both slip under the caps.
   */
  function assertWithinUnpaidCaps(unpaid: UnpaidOrders, units: Array<{ productId: string; title: string; quantity: number }>) {
    const { maxUnpaidUnitsPerProduct, maxUnpaidOrders } = config.payments;
    for (const unit of units) {
      if ((unpaid.heldUnits.get(unit.productId) ?? 0) + unit.quantity > maxUnpaidUnitsPerProduct) {
        throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooManyUnpaidUnits(unit.title, maxUnpaidUnitsPerProduct));
      }
    }
    if (unpaid.openOrders >= maxUnpaidOrders) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooManyUnpaidOrders(unpaid.openOrders));
  }

  /** An unpaid order of this customer from the last minute with exactly this cart (readUnpaidOrders read them), if any. */
  function sameRecentOrder(manager: EntityManager, unpaid: UnpaidOrders, lines: readonly CartLine[]): OrderEntity | null {
    const key = (l: { productId: string; size: string; colour: string; quantity: number }) => `${l.productId}|${l.size}|${l.colour}|${l.quantity}`;
    const cartKey = lines.map(key).sort().join(",");
    const same = unpaid.recent.find((r) => r.lines.map(key).sort().join(",") === cartKey);
    return same ? entitiesFromJson(manager, OrderEntity, [same.order])[0]! : null;
  }

  /**
   * Releases the reservations of unpaid orders whose time is up (`now` is for tests). Safe with several
   * server processes: one run at a time holds the "order-expiry" lease, and each order is released under its row lock
   * by a guarded update, so a concurrent payment or abandon never loses or doubles stock.
   * Returns how many orders were released, or null when another process holds the lease.
   */
  async function expireUnpaidOrders(now: Date = new Date()): Promise<number | null> {
    // Issue 47: a lease with a heartbeat and a token (services/leases.ts), taken over when its holder hangs.
    return leases.run("order-expiry", async (lease) => {
      let released = 0;
      for (;;) {
        const due: Array<{ id: string }> = await dataSource.query(
          `SELECT o.id FROM orders o WHERE ${holdingUnpaid("o")} AND o.reservation_expires_at <= $1 ORDER BY o.reservation_expires_at LIMIT ${EXPIRY_BATCH}`,
          [now],
        );
        const before = released;
        for (const { id } of due) {
          if (lease.lost) break;
          const done = await dataSource.transaction(async (manager) => {
            await lease.fence(manager);
            const order = await lockOrder(manager, id);
            // Re-checked under the lock: paid, abandoned or extended in the meantime means nothing to do.
            if (!order || !order.stockReserved || !order.reservationExpiresAt || order.reservationExpiresAt > now) return false;
            return release(manager, order, "system", "Payment window expired");
          });
          if (done) released += 1;
        }
        // A full batch with nothing released would only repeat itself: the rest waits for the next run.
        if (lease.lost || due.length < EXPIRY_BATCH || released === before) break;
      }
      if (released) logger.info({ released }, "released the stock of expired unpaid orders");
      return released;
    });
  }

  return {
    /**
     * Builds an order from the caller's cart and address at current prices, reserves its stock (one
     * transaction, guarded updates), then opens the provider order for its total. If the provider cannot be
     * reached the reservation is released and PAYMENT_FAILED is answered.
     *
     * Double submission: checkouts of one customer are serialised by an advisory lock, and a repeat with the
     * same cart and address within 60 seconds of an unpaid order returns that order and payment window instead
     * of reserving the stock twice (opening the window itself when the first has not saved one yet: savePayment).
     */
    async placeOrder(viewer: Viewer | null, raw: { addressId?: unknown; paymentMethod?: unknown }): Promise<{ order: OrderView; payment: PaymentWindow | null }> {
      const user = requireUser(viewer);
      const { addressId, paymentMethod } = parseInput(placeOrderInput, raw);
      const prepared = await prepareOrder(user.userId, addressId, paymentMethod);
      // Cash on delivery: nothing to pay now, no payment window.
      if (prepared.kind === "cod") return { order: await loadOrderView(dataSource.manager, prepared.order.id), payment: null };
      if (prepared.kind === "existing") {
        return { order: await loadOrderView(dataSource.manager, prepared.order.id), payment: paymentWindow(prepared.payment) };
      }
      const { order } = prepared;

      let payment: PaymentEntity;
      try {
        const providerOrder = await gateway.createOrder({ amountPaise: order.totalPaise, currency: "INR", receipt: order.id, notes: { orderId: order.id } });
        if (providerOrder.amount !== order.totalPaise || providerOrder.currency !== "INR" || !PROVIDER_ORDER_ID.test(providerOrder.id)) {
          throw new PaymentGatewayError(CHECKOUT_MESSAGES.couldNotStart, {
            operation: "orders.create",
            failure: "unexpected-response",
            description: `provider order ${providerOrder.id} for ${providerOrder.amount} ${providerOrder.currency}`,
          });
        }
        payment = await savePayment(order, providerOrder.id);
      } catch (error) {
        const detail = error instanceof PaymentGatewayError ? error.detail : undefined;
        logger.warn({ orderId: order.id, detail, err: detail ? undefined : error }, "could not open the provider order; releasing the reservation");
        await dataSource.transaction(async (manager) => {
          const locked = await lockOrder(manager, order.id);
          if (locked) await release(manager, locked, "system", "The payment could not be started");
        });
        throw new DomainError("PAYMENT_FAILED", CHECKOUT_MESSAGES.couldNotStart);
      }
      return { order: await loadOrderView(dataSource.manager, order.id), payment: paymentWindow(payment) };
    },

    /**
     * Checks what the payment window returned: the caller's order, the signature over OUR stored provider order
     * id and the payment id (constant time), then the payment as the provider reports it; settles the order.
     * A replay, or a verify racing the webhook, gets the same success answer; the order changes once.
     */
    async verifyPayment(viewer: Viewer | null, raw: unknown): Promise<{ message: string; order: OrderView }> {
      const user = requireUser(viewer);
      const input = parseInput(verifyInput, raw);
      const { order, payment: stored } = await findOrderWithPaymentOf(dataSource.manager, user, input.orderId);
      const verified =
        stored !== null &&
        input.razorpayOrderId === stored.providerOrderId &&
        PROVIDER_PAYMENT_ID.test(input.razorpayPaymentId) &&
        gateway.verifyCheckoutSignature({ providerOrderId: stored.providerOrderId, providerPaymentId: input.razorpayPaymentId, signature: input.razorpaySignature });
      if (!verified) {
        logger.warn({ orderId: order.id, userId: user.userId }, "payment signature refused");
        throw new DomainError("BAD_USER_INPUT", PAYMENT_MESSAGES.verificationFailed);
      }
      if (order.paymentStatus === "paid" && order.paymentId === input.razorpayPaymentId) {
        return { message: PAYMENT_MESSAGES.verified, order: await loadOrderView(dataSource.manager, order.id) };
      }

      // An unpaid order's payment is captured at once (captureForVerify says why that is safe); any other is only read:
      // a second payment for a paid order is left uncaptured, and the provider returns it by itself.
      const reported = await callProvider(() => (order.paymentStatus === "pending" ? payments.captureForVerify(stored, input.razorpayPaymentId) : gateway.fetchPayment(input.razorpayPaymentId)), {
        message: PAYMENT_MESSAGES.providerUnavailable,
        log: (detail) => logger.warn({ orderId: order.id, detail }, "could not fetch the payment from the provider"),
      });
      const outcome = await callProvider(() => payments.settle(stored, reported, "verify", order), {
        message: PAYMENT_MESSAGES.providerUnavailable,
        log: (detail) => logger.warn({ orderId: order.id, detail }, "could not settle the payment with the provider"),
      });
      if (outcome.kind === "refunded") throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.refundedLate);
      return { message: PAYMENT_MESSAGES.verified, order: await loadOrderView(dataSource.manager, order.id) };
    },

    /**
     * The shopper closed the payment window or the payment failed: the unpaid order's stock goes back. Idempotent: an
     * order that is not waiting for its payment (paid, or released already) is left as it is.
     */
    async abandonPayment(viewer: Viewer | null, raw: { orderId?: unknown; reason?: unknown }): Promise<OrderView> {
      const user = requireUser(viewer);
      const input = parseInput(abandonInput, raw);
      await dataSource.transaction(async (manager) => {
        const order = await findOrderOf(manager, user, input.orderId, { lock: true });
        await release(manager, order, "customer", input.reason ? `Payment abandoned: ${input.reason}` : "Payment abandoned");
      });
      return loadOrderView(dataSource.manager, input.orderId);
    },

    expireUnpaidOrders,

    /**
     * What checkout offers for the caller's cart delivered to one of their addresses: the delivery date, whether it
     * can be paid online and whether on delivery, each with the reason when not (the same rules placeOrder applies).
     */
    async checkoutOptions(viewer: Viewer | null, raw: { addressId?: unknown }, now = new Date()): Promise<CheckoutOptions> {
      const user = requireUser(viewer);
      const { addressId } = parseInput(optionsInput, raw);
      const manager = dataSource.manager;
      const address = isUuid(addressId) ? await manager.findOneBy(AddressEntity, { id: addressId, userId: user.userId }) : null;
      if (!address) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.noAddress, "addressId");
      const cart = await readCartLines(manager, user.userId);
      const pricing = await priceCart(manager, {
        userId: user.userId,
        lines: (cart?.lines ?? []).map((l) => ({ productId: l.productId, title: l.title, category: l.category, brand: l.brand, quantity: l.quantity, valuePaise: l.lineTotalPaise })),
        couponCode: cart?.couponCode ?? null,
        paymentMethod: "cod",
        shopTimeZone: config.shopTimeZone,
      });
      const serviceable = await findServiceablePincode(manager, address.pincode);
      const notServed = DELIVERY_MESSAGES.notServiceable(address.pincode);
      // A coupon that does not apply to COD (prepaid only) is the reason first: placeOrder would refuse it so.
      const couponReason = cart?.couponCode && pricing.couponProblem ? PROMOTION_MESSAGES.noLongerApplies(pricing.couponCode ?? cart.couponCode.toUpperCase(), pricing.couponProblem) : null;
      const codReason = !serviceable
        ? notServed
        : (couponReason ?? (await codRefusal(manager, config.delivery, { userId: user.userId, pincode: address.pincode, serviceable, goodsPaise: pricing.totalPaise })));
      const onlineReason = !serviceable ? notServed : serviceable.prepaidAllowed ? null : DELIVERY_MESSAGES.prepaidNotAllowed(address.pincode);
      return {
        serviceable: Boolean(serviceable),
        deliveryBy: serviceable ? deliveryDate(now, { timeZone: config.shopTimeZone, cutoffHour: config.delivery.cutoffHour, days: serviceable.deliveryDays }) : null,
        online: { available: onlineReason === null, reason: onlineReason },
        cod: { available: codReason === null, reason: codReason },
        codFeePaise: config.delivery.codFeePaise,
        goodsPaise: pricing.totalPaise,
      };
    },

    /** Runs expireUnpaidOrders periodically (config.payments.expirySweepSeconds; 0 = never); returns the stopper. */
    startExpiryJob(): () => Promise<void> {
      const seconds = config.payments.expirySweepSeconds;
      if (!seconds) return async () => {};
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = expireUnpaidOrders()
          .catch((error: unknown) => logger.error({ err: error }, "releasing expired orders failed"))
          .finally(() => (running = undefined));
      }, seconds * 1000);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
