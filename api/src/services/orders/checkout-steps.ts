import type { EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import { entitiesFromJson, entityRecordset } from "../../db/json-entities.js";
import { GENERIC_PLANS } from "../../db/sql.js";
import { lastWrite } from "../../db/transactions.js";
import { AddressEntity } from "../../entities/address.entity.js";
import { OrderEntity, OrderLineEntity } from "../../entities/order.entity.js";
import { ServiceablePincodeEntity } from "../../entities/serviceable-pincode.entity.js";
import { DomainError } from "../../lib/errors.js";
import { MAX_PAISE } from "../../lib/money.js";
import { isUuid } from "../../lib/validation.js";
import { DELIVERY_MESSAGES } from "../delivery/index.js";
import { holdingUnpaidSql } from "../lifecycles/index.js";
import { type CartPricing, priceCartWith, type PromotionFacts, promotionFactsSql, PROMOTION_MESSAGES, unpaidOrdersHoldingUses } from "../promotions/index.js";
import { type GstLine, type GstRule, type GstRuleRow, gstOfOrderWith, gstRulesFromRows, gstRulesSql, ORDER_TAX_MESSAGES, type OrderTax, statesOfPincode } from "../tax/index.js";
import { keyedEffectNoteSql, keyedEffectRead, keyedEffectReadSql } from "../keyed-effects.js";
import { shippingPricePaise } from "../shipping-price.js";
import { ACCOUNT_BLOCKED } from "../viewer.js";
import { CART_LINE_COLUMNS, CART_LINE_JOINS, type CartContents, type CartLine, cartLine, type CartLineRow } from "./cart-lines.js";
import type { OrderMachine, Placing } from "./order-machine.js";
import { type CheckoutRules, payableTotalPaise, type PaymentPolicy, storedMethod } from "./payment-policies.js";
import { spreadPrepaidDiscount } from "./prepaid-discount.js";
import { assessCodRisk, type CodRisk, codRiskRefusal } from "./cod-risk.js";
import type { OrderViewRows } from "./order-view.js";
import { type Shortfall, shortfallOf, type StockUnit, unitsOf, unitsReservation } from "./stock.js";

/**
 * Placing an order, as named steps inside its one transaction (checkout.service.ts runs them in this order):
 * open → repeat check → stock → price → offers → caps → payment rules → tax → place (insert, reserve, hold uses).
 * Each step reads what it needs (most in one statement) and decides in TypeScript; the last writes the order and its
 * lines in one statement, and the order table's placing row (lifecycles/order.ts) takes the units and the uses with
 * guarded updates.
 */

export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty. Please add items to proceed",
  noAddress: "Please Select one Address to proceed",
  productRemoved: (title: string) => `"${title}" is no longer available. Please remove it from your cart.`,
  outOfStock: (title: string) => `"${title}" is out of stock. Please remove it from your cart.`,
  notEnough: (title: string, available: number) => `Only ${available} of "${title}" available in stock. Please reduce the quantity in your cart.`,
  tooSmall: "The order total must be at least ₹1.00.",
  tooLarge: "This order is too large to pay online in one go. Please split it.",
  tooSmallForAdvance: "This order is too small to pay part of it now and the rest on delivery. Please pay online.",
  couldNotStart: "Could not start the payment. Please try again.",
  tooManyUnpaidUnits: (title: string, max: number) =>
    `You can hold at most ${max} unpaid units of "${title}". Pay for or cancel your open orders, or lower the quantity.`,
  tooManyUnpaidOrders: (open: number) => `You already have ${open} orders waiting for payment. Pay for or cancel one of them before placing another.`,
  offerRanOut: "An offer on your cart has just run out. Please review your cart.",
  nameNeeded: "Please tell us your name before placing your first order.",
} as const;

/** A repeat placeOrder with the same cart and address within this window returns the same order. */
const REPEAT_WINDOW_SECONDS = 60;
/** The most an order may come to: ₹2 crore, within the integer columns that hold it (orders.total_paise, payments.amount_paise). */
const MAX_ORDER_PAISE = MAX_PAISE;

/** The message for units of a cart that cannot be had, checkout's wording. */
export function shortfallMessage(title: string, shortfall: Shortfall): string {
  if (shortfall.kind === "removed") return CHECKOUT_MESSAGES.productRemoved(title);
  if (shortfall.kind === "soldOut") return CHECKOUT_MESSAGES.outOfStock(title);
  return CHECKOUT_MESSAGES.notEnough(title, shortfall.available);
}

/** A checkout under way: who, where to, how paid, and the cart as it is now. */
export interface Checkout {
  userId: string;
  policy: PaymentPolicy;
  rules: CheckoutRules;
  address: AddressEntity;
  serviceable: ServiceablePincodeEntity;
  cart: CartContents;
  customer: CheckoutCustomer;
  /** The COD risk assessment's verdict for this checkout (issue 43 item 7); decides whether an advance is asked. */
  highRisk: boolean;
}

/** A customer's open unpaid orders as checkout judges them (one statement: readUnpaidOrders). */
interface UnpaidOrders {
  /** Those from the last minute to this address, newest first, with their lines. */
  recent: Array<{ order: Record<string, unknown>; lines: Array<{ productId: string; size: string; colour: string; quantity: number }> }>;
  openOrders: number;
  /** Units they hold per product, of the products asked about. */
  heldUnits: Map<string, number>;
}

/** A cart line as the order sells it: its share of the promotions' discount and its net (what tax is computed from). */
export interface PricedLine {
  line: CartLine;
  discountPaise: number;
  /** lineTotal − discount: what the line sells for (paise). */
  netPaise: number;
}

export interface PricedOrder {
  pricing: CartPricing;
  lines: PricedLine[];
  /** The prepaid discount this way of paying takes off after the promotions (prepaid-discount.ts); its split is in the lines'. */
  prepaidDiscountPaise: number;
  feePaise: number;
  /** What shipping costs (services/shipping-price.ts), GST included: a line of its own in the total, stored as orders.shipping_paise. */
  shippingPaise: number;
  totalPaise: number;
  /** Of the total, what is paid online at checkout on a part-paid COD order (COD_ADVANCE); 0 otherwise. */
  codAdvancePaise: number;
}

/** The customer's open unpaid orders as one JSON value (UnpaidRow); the arguments are SQL expressions. */
function unpaidOrdersSql({ userId, addressId, productIds }: { userId: string; addressId: string; productIds: string }): string {
  const open = `o.user_id = ${userId} AND ${holdingUnpaidSql("o")} AND o.reservation_expires_at > now()`;
  return `json_build_object(
      'recent', (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC), '[]') FROM (
                   SELECT o.created_at, to_jsonb(o) AS "order",
                          (SELECT coalesce(json_agg(json_build_object('productId', l.product_id, 'size', l.size, 'colour', l.colour, 'quantity', l.quantity)), '[]')
                             FROM order_lines l WHERE l.order_id = o.id) AS lines
                     FROM orders o
                    WHERE o.user_id = ${userId} AND o.address_id = ${addressId} AND ${holdingUnpaidSql("o")} AND o.created_at > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS})
                    ORDER BY o.created_at DESC LIMIT 5) r),
      'orders', (SELECT count(*)::int FROM orders o WHERE ${open}),
      'held', (SELECT coalesce(json_object_agg(h.product_id, h.units), '{}') FROM (
                 SELECT l.product_id, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id
                  WHERE ${open} AND l.product_id = ANY(${productIds}) GROUP BY l.product_id) h))`;
}

/** The unpaid orders as unpaidOrdersSql reads them. */
interface UnpaidRow {
  recent: UnpaidOrders["recent"];
  orders: number;
  held: Record<string, number>;
}

const unpaidOf = (row: UnpaidRow): UnpaidOrders => ({ recent: row.recent, openOrders: row.orders, heldUnits: new Map(Object.entries(row.held)) });

/** The cart's product ids, inside OPEN_SQL (its cart is `c`). */
const CART_PRODUCTS = `ARRAY(SELECT DISTINCT product_id FROM cart_lines WHERE cart_id = c.id)`;

/**
 * open's one statement ($1 the customer, $2 how the transaction commits, $3 the address, $4 whether the order waits for
 * a payment): the cart's row locked, with everything else placing the order reads (open says why the two versions).
 */
const openSql = (keyed: string | null) => `
  SELECT set_config('synchronous_commit', $2, true) AS commit_mode, ${GENERIC_PLANS} AS plan_mode,${keyed ? ` ${keyed} AS keyed,` : ""}
         c.id AS cart_id, c.coupon_code, c.coupon_notice,
         c.xmin::text AS locked_version, (SELECT x.xmin::text FROM carts x WHERE x.id = c.id) AS read_version,
         EXISTS (SELECT 1 FROM users WHERE id = $1 AND blocked_at IS NULL) AS active,
         EXISTS (SELECT 1 FROM users WHERE id = $1 AND name_needed) AS name_needed,
         (SELECT json_build_object('id', u.id, 'username', u.username, 'name', u.name, 'email', u.email) FROM users u WHERE u.id = $1) AS customer,
         (SELECT to_jsonb(a) FROM addresses a WHERE a.id = $3 AND a.user_id = $1) AS address,
         (SELECT to_jsonb(s) FROM addresses a JOIN serviceable_pincodes s ON s.pincode = a.pincode WHERE a.id = $3 AND a.user_id = $1) AS serviceable,
         (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.line_id), '[]') FROM (
            SELECT l.created_at, ${CART_LINE_COLUMNS} FROM cart_lines l ${CART_LINE_JOINS} WHERE l.cart_id = c.id) r) AS lines,
         CASE WHEN $4 THEN ${unpaidOrdersSql({ userId: "$1::uuid", addressId: "$3::uuid", productIds: CART_PRODUCTS })} END AS unpaid,
         ${promotionFactsSql({ code: "c.coupon_code", withOffers: "false", userId: "$1::uuid" })} AS promotions,
         ${gstRulesSql(CART_PRODUCTS)} AS gst
    FROM carts c WHERE c.user_id = $1 FOR UPDATE OF c`;
const OPEN_SQL = openSql(null);

interface OpenRow {
  /** A keyed request's fence as read (keyedEffectReadSql). */
  keyed?: { mine: boolean | null; ref: string | null } | null;
  locked_version: string;
  read_version: string;
  cart_id: string;
  coupon_code: string | null;
  coupon_notice: string | null;
  active: boolean;
  name_needed: boolean;
  customer: CheckoutCustomer;
  address: Record<string, unknown> | null;
  serviceable: Record<string, unknown> | null;
  lines: CartLineRow[];
  unpaid: UnpaidRow | null;
  promotions: PromotionFacts;
  gst: GstRuleRow[];
}

/** Who places the order, as its view names them. */
export interface CheckoutCustomer {
  id: string;
  username: string;
  name: string;
  email: string;
}

/** What open read: the checkout, the customer's unpaid orders (orders that wait for a payment), the promotions' and GST's facts. */
export interface CheckoutRead {
  checkout: Checkout;
  unpaid: UnpaidOrders | null;
  promotions: PromotionFacts;
  gstRules: ReadonlyMap<string, GstRule>;
}

export function checkoutSteps({ config, machine, gatewayProvider }: { config: Config; machine: OrderMachine; gatewayProvider: string }) {
  const reservationMs = config.payments.reservationMinutes * 60_000;

  /**
   * open: everything placing the order needs, in ONE statement (issue 46): the customer's checkout lock (their cart's
   * row: one checkout, and one cart change, at a time per customer; a double submit waits here, then sees the first
   * one's order), how the transaction commits, whether the account is active (asked of the database, not of a session
   * another node may have cached), the address and its pincode's delivery row (services/delivery), the cart's lines,
   * the customer's open unpaid orders (readUnpaidOrders), what its promotions are priced by and its products' GST rows.
   * An order that waits for a payment commits asynchronously (db/sql.ts): its payment row's synchronous commit
   * (savePayment) follows before the shopper is answered and flushes it too. Any other order commits synchronously.
   * The placing write that follows runs on its generic plan (GENERIC_PLANS, db/sql.ts).
   *
   * A statement reads as it began, also when it then waited for the lock: a checkout of the same customer that committed
   * meanwhile would be missed. Every placement writes the cart's row (place), so its version tells: read under the lock
   * (the row's newest version) and as the statement began, they differ exactly when one did; the read is then made
   * again, holding the lock (a third statement, only for a customer's checkouts at the same moment).
   */
  async function open(
    manager: EntityManager,
    userId: string,
    addressId: string,
    policy: PaymentPolicy,
    { keyJudged = false, highRisk = false }: { keyJudged?: boolean; highRisk?: boolean } = {},
  ): Promise<CheckoutRead | { earlierOrderId: string }> {
    const rules = policy.checkout!;
    const params: unknown[] = [userId, rules.waitsForPayment ? "off" : "on", isUuid(addressId) ? addressId : null, rules.waitsForPayment];
    // A keyed request's fence (keyed-effects.ts) is locked and judged in the same read, before the cart's row.
    const keyed = keyJudged ? null : keyedEffectReadSql("order", (value) => `$${params.push(value)}`);
    const sql = keyed ? openSql(keyed) : OPEN_SQL;
    let [row] = (await manager.query(sql, params)) as OpenRow[];
    if (row && row.locked_version !== row.read_version) [row] = (await manager.query(sql, params)) as OpenRow[];
    // Issue 47: the retry of a keyed checkout whose first try placed the order answers that order (keyed-order.ts), before
    // the cart is looked at (a cash-on-delivery order emptied it).
    const earlierOrderId = row && keyed ? keyedEffectRead(row.keyed) : null;
    if (earlierOrderId) return { earlierOrderId };
    if (!row) {
      // No cart row at all (nothing was ever added): say why as a checkout with an empty cart would.
      const [user] = (await manager.query(`SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND blocked_at IS NULL) AS active`, [userId])) as Array<{ active: boolean }>;
      if (!user!.active) throw new DomainError("FORBIDDEN", ACCOUNT_BLOCKED);
      throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.emptyCart);
    }
    if (!row.active) throw new DomainError("FORBIDDEN", ACCOUNT_BLOCKED);
    // An account made by phone sign-in gives its name before its first order (it goes on the order and the invoice).
    if (row.name_needed) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.nameNeeded, "name");

    const cart: CartContents = { cartId: row.cart_id, userId, couponCode: row.coupon_code, couponNotice: row.coupon_notice, lines: row.lines.map(cartLine) };
    if (!cart.lines.length) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.emptyCart);
    const address = row.address ? entitiesFromJson(manager, AddressEntity, [row.address])[0]! : null;
    if (!address) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.noAddress, "addressId");
    const serviceable = row.serviceable ? entitiesFromJson(manager, ServiceablePincodeEntity, [row.serviceable])[0]! : null;
    // The delivery table (services/delivery): an address the shop does not serve cannot be checked out. A pincode
    // India Post gives no delivery area (saved before pincodes were checked) says so; a real one we do not serve, that.
    if (!serviceable) {
      const message = statesOfPincode(address.pincode).length ? DELIVERY_MESSAGES.notServiceable(address.pincode) : ORDER_TAX_MESSAGES.unknownPincode(address.pincode);
      throw new DomainError("BAD_USER_INPUT", message, "addressId");
    }
    return {
      checkout: { userId, policy, rules, address, serviceable, cart, customer: row.customer, highRisk },
      unpaid: row.unpaid ? unpaidOf(row.unpaid) : null,
      promotions: row.promotions,
      gstRules: gstRulesFromRows(row.gst),
    };
  }

  /**
   * The customer's open unpaid orders again (placing released some that held its offers: the caps are judged on what
   * is left), in one statement under their checkout lock. Only for orders that wait for a payment.
   */
  async function readUnpaidOrders(manager: EntityManager, checkout: Checkout): Promise<UnpaidOrders | null> {
    if (!checkout.rules.waitsForPayment) return null;
    const productIds = [...new Set(checkout.cart.lines.map((l) => l.productId))];
    const [row] = (await manager.query(`SELECT ${unpaidOrdersSql({ userId: "$1::uuid", addressId: "$2::uuid", productIds: "$3::uuid[]" })} AS unpaid`, [
      checkout.userId,
      checkout.address.id,
      productIds,
    ])) as Array<{ unpaid: UnpaidRow }>;
    return unpaidOf(row!.unpaid);
  }

  return {
    open,
    readUnpaidOrders,

    /**
     * repeat check: an unpaid order of this customer from the last minute with exactly this cart, to this address (a
     * double submit, or a retry after the node placing it died) is answered instead of a new one, before the stock is
     * looked at: its own reservation may hold the last units.
     */
    repeatOf(manager: EntityManager, checkout: Checkout, unpaid: UnpaidOrders | null): OrderEntity | null {
      if (!unpaid) return null;
      const key = (l: { productId: string; size: string; colour: string; quantity: number }) => `${l.productId}|${l.size}|${l.colour}|${l.quantity}`;
      const cartKey = checkout.cart.lines.map(key).sort().join(",");
      const same = unpaid.recent.find((r) => r.lines.map(key).sort().join(",") === cartKey);
      return same ? entitiesFromJson(manager, OrderEntity, [same.order])[0]! : null;
    },

    /** stock: every variant of the cart has the units wanted (the reservation's guarded update decides for certain). */
    checkStock(checkout: Checkout): Array<StockUnit & { lines: CartLine[] }> {
      const units = unitsOf(checkout.cart.lines);
      for (const unit of units) {
        const first = unit.lines[0]!;
        const shortfall = shortfallOf({ stock: first.stock, wanted: unit.quantity, removed: first.removed });
        if (shortfall) throw new DomainError("OUT_OF_STOCK", shortfallMessage(shortfall.kind === "removed" ? first.title : unit.title, shortfall));
      }
      return units;
    },

    /**
     * price: the catalogue's prices now, less the promotions as the cart showed them (the same pricing:
     * services/promotions); nothing the client sent is read. Prepaid-only coupons are judged against how this order
     * is paid. The lines' net is decided here, the one place an order's per-line money is decided; the fee of the
     * payment method is a line of its own in the total.
     */
    price(checkout: Checkout, promotions: PromotionFacts): PricedOrder {
      const { cart, rules } = checkout;
      const pricing = priceCartWith(promotions, {
        userId: checkout.userId,
        lines: cart.lines.map((l) => ({ productId: l.productId, title: l.title, category: l.category, brand: l.brand, quantity: l.quantity, valuePaise: l.lineTotalPaise })),
        couponCode: cart.couponCode,
        prepaid: rules.prepaid,
        shopTimeZone: config.shopTimeZone,
      });
      if (cart.couponCode && pricing.couponProblem) {
        throw new DomainError("BAD_USER_INPUT", PROMOTION_MESSAGES.noLongerApplies(pricing.couponCode ?? cart.couponCode.toUpperCase(), pricing.couponProblem), "code");
      }
      // The prepaid discount (online only: the policy says) after the promotions, spread over the lines like theirs.
      const prepaidDiscountPaise = rules.discountPaise(config, pricing.totalPaise);
      const promoted = cart.lines.map((line, i) => ({ line, discountPaise: pricing.lineDiscounts[i]!, netPaise: line.lineTotalPaise - pricing.lineDiscounts[i]! }));
      const lines = prepaidDiscountPaise ? spreadPrepaidDiscount(promoted, prepaidDiscountPaise) : promoted;
      const feePaise = rules.feePaise(config);
      // Shipping (issue 42): priced on the goods after the promotions, as the cart showed it, whatever the way of paying.
      const shipped = { goodsPaise: pricing.totalPaise, units: cart.lines.reduce((sum, l) => sum + l.quantity, 0) };
      const shippingPaise = shippingPricePaise(config.shipping, shipped);
      const totalPaise = payableTotalPaise(rules, config, shipped);
      if (totalPaise < 100) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooSmall);
      if (totalPaise > MAX_ORDER_PAISE) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooLarge);
      // The advance is judged on the order's final total (every line of it), after everything above.
      const codAdvancePaise = rules.advancePaise(config, totalPaise, checkout.highRisk);
      if (rules.waitsForPayment && !rules.prepaid && codAdvancePaise <= 0) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooSmallForAdvance, "paymentMethod");
      return { pricing, lines, prepaidDiscountPaise, feePaise, shippingPaise, totalPaise, codAdvancePaise };
    },

    /**
     * offers: the shopper's own unpaid orders holding the uses a per-customer cap allows them are released (their
     * stock and uses go back: a retry after closing the payment window), so this order takes them (issue 24). True
     * when any was released.
     */
    async releaseOrdersHoldingOffers(manager: EntityManager, checkout: Checkout, priced: PricedOrder, release: (orderId: string) => Promise<boolean>): Promise<boolean> {
      const applied = [priced.pricing.automatic, priced.pricing.coupon].filter((p) => p !== null);
      let released = false;
      for (const id of await unpaidOrdersHoldingUses(manager, checkout.userId, applied.map((p) => p.rule.id))) released = (await release(id)) || released;
      return released;
    },

    /**
     * caps: what one customer may hold reserved and unpaid (issue 10): at most `maxUnpaidUnitsPerProduct` units of
     * each product over their open unpaid orders and this one, and at most `maxUnpaidOrders` open unpaid orders.
     * Judged under the customer's checkout lock, so two checkouts of one customer cannot both slip under the caps.
     */
    checkCaps(checkout: Checkout, unpaid: UnpaidOrders | null): void {
      if (!unpaid) return;
      const { maxUnpaidUnitsPerProduct, maxUnpaidOrders } = config.payments;
      const perProduct = new Map<string, { title: string; quantity: number }>();
      for (const line of checkout.cart.lines) {
        const units = perProduct.get(line.productId) ?? { title: line.title, quantity: 0 };
        units.quantity += line.quantity;
        perProduct.set(line.productId, units);
      }
      for (const [productId, units] of perProduct) {
        if ((unpaid.heldUnits.get(productId) ?? 0) + units.quantity > maxUnpaidUnitsPerProduct) {
          throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooManyUnpaidUnits(units.title, maxUnpaidUnitsPerProduct));
        }
      }
      if (unpaid.openOrders >= maxUnpaidOrders) throw new DomainError("BAD_USER_INPUT", CHECKOUT_MESSAGES.tooManyUnpaidOrders(unpaid.openOrders));
    },

    /**
     * payment rules: the pincode's and the shop's rules for paying this way (cash on delivery's limits; prepaid
     * allowed), under the checkout lock; then, for cash on delivery, its risk (cod-risk.ts), which COD_RISK_POLICY=hide
     * refuses when HIGH. Answers that risk (`codRisk`, null when not paid on delivery): place keeps it on the order.
     */
    async checkPaymentRules(manager: EntityManager, checkout: Checkout, priced: PricedOrder): Promise<CodRisk | null> {
      const { rules } = checkout;
      // A prepaid order's refusal is about where it goes; a COD order's (part-paid too) about paying so.
      const field = rules.prepaid ? "addressId" : "paymentMethod";
      const goodsPaise = priced.pricing.totalPaise;
      const refusal = await rules.refusal(manager, config, { userId: checkout.userId, pincode: checkout.address.pincode, serviceable: checkout.serviceable, goodsPaise });
      if (refusal) throw new DomainError("BAD_USER_INPUT", refusal, field);
      if (!rules.judgesCodRisk) return null;
      const codRisk = await assessCodRisk(manager, config.delivery.codMaxPaise, { userId: checkout.userId, pincode: checkout.address.pincode, goodsPaise, lines: checkout.cart.lines });
      const riskRefusal = codRiskRefusal(config.delivery.riskPolicy, codRisk);
      if (riskRefusal) throw new DomainError("BAD_USER_INPUT", riskRefusal, field);
      return codRisk;
    },

    /** tax: GST per line, fixed now (the rate table may change later; an issued invoice must not). */
    tax(checkout: Checkout, priced: PricedOrder, gstRules: ReadonlyMap<string, GstRule>) {
      const { address } = checkout;
      return gstOfOrderWith(
        gstRules,
        { sellerGstin: config.seller.gstin, pincode: address.pincode, stateCode: address.state },
        priced.lines.map(({ line, netPaise }) => ({ productId: line.productId, netPaise, quantity: line.quantity })),
      );
    },

    /**
     * place: the order, its lines and its history's first entry in one statement (the order table's row from nothing
     * for the policy), then the row's effects: the units and the promotions' uses taken, last, just before the commit
     * (products first, then promotions: the one lock order of every writer). Their guarded updates lock those rows,
     * and every other shopper buying them waits for this transaction to end; a shortfall rolls the order back.
     */
    async place(
      manager: EntityManager,
      checkout: Checkout,
      priced: PricedOrder,
      tax: OrderTax | null,
      units: readonly StockUnit[],
      codRisk: CodRisk | null,
    ): Promise<{ order: OrderEntity; viewRows: OrderViewRows | null }> {
      const { policy, address, cart, userId } = checkout;
      const { pricing } = priced;
      const placing: Placing = {
        units,
        uses: [pricing.automatic, pricing.coupon].filter((p) => p !== null).map((p) => ({ promotionId: p.rule.id, discountPaise: p.discountPaise })),
        unitsShort: (reserved) =>
          new DomainError("OUT_OF_STOCK", shortfallMessage(reserved.title, reserved.available > 0 ? { kind: "short", available: reserved.available } : { kind: "soldOut" })),
        offerShort: (held) => {
          const coupon = pricing.coupon?.rule.id === held.promotionId ? pricing.coupon.rule.code! : null;
          return new DomainError("CONFLICT", coupon ? PROMOTION_MESSAGES.noLongerApplies(coupon, held.problem ?? PROMOTION_MESSAGES.usedUp) : CHECKOUT_MESSAGES.offerRanOut);
        },
      };
      let viewRows: OrderViewRows | null = null;
      const placed = await machine.start(manager, { paidBy: policy.kind, closedBy: null, codAdvance: priced.codAdvancePaise > 0 }, policy.placedAs, { actor: "customer", placing }, async (first) => {
        const order = entityRecordset(
          manager,
          OrderEntity,
          [
            {
              userId,
              cartId: cart.cartId,
              status: first.state,
              paymentMethod: storedMethod(policy, gatewayProvider),
              paymentStatus: first.move.payment ?? "pending",
              paymentInstrument: policy.instrumentAtPlacing,
              codFeePaise: priced.feePaise,
              shippingPaise: priced.shippingPaise,
              totalPaise: priced.totalPaise,
              codAdvancePaise: priced.codAdvancePaise,
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
              // An order waiting for its payment holds its stock for the payment window; any other until it is
              // delivered, cancelled or returned.
              reservationExpiresAt: checkout.rules.waitsForPayment ? new Date(Date.now() + reservationMs) : null,
              stockReserved: true,
              discountPaise: pricing.discountPaise + priced.prepaidDiscountPaise,
              prepaidDiscountPaise: priced.prepaidDiscountPaise,
              couponCode: pricing.coupon?.rule.code ?? null,
              codRisk,
            },
          ],
          "$1",
          "o",
        );
        const lines = entityRecordset(
          manager,
          OrderLineEntity,
          priced.lines.map(({ line: l, discountPaise, netPaise }, i) => ({
            gst: gstColumns(tax?.lines[i]),
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
        const params: unknown[] = [order.json, lines.json, first.state, first.note, cart.cartId];
        const bind = (value: unknown) => `$${params.push(value)}`;
        // Issue 46: the row's units taken in this same statement (the handler of reserveCartUnits judges the result).
        // The write is the transaction's last statement when nothing of the row writes after it (its units are judged from
        // its answer; no offer's uses to hold; no effect after it: an online order waiting for its payment). Then it
        // carries the COMMIT (db/transactions.ts) and fails whole on a shortfall: a flash product's row lock is released
        // as soon as it ends, not when this process has read its answer.
        const last = placing.uses.length === 0 && !first.move.then?.length && (first.move.effects ?? []).every((e) => e.type === "reserveCartUnits" || e.type === "holdOfferUses");
        const reservation = first.move.effects?.some((e) => e.type === "reserveCartUnits") ? unitsReservation(units, bind, { failsWhole: last }) : null;
        // Issue 47's note of a keyed request's effect (a retry that takes the claim over answers this order), in this write.
        const noted = keyedEffectNoteSql("order", "(SELECT id FROM placed)", bind);
        const write = (sql: string) => (reservation?.failsWhole ? lastWrite(manager, sql, params) : manager.query(sql, params));
        const [row] = (await write(
          `WITH placed AS (INSERT INTO ${order.table} (${order.columns}) SELECT ${order.selected} FROM ${order.recordset} RETURNING *),
                lines AS (INSERT INTO ${lines.table} (order_id, ${lines.columns}) SELECT placed.id, ${lines.selected} FROM placed, ${lines.recordset} RETURNING *),
                history AS (INSERT INTO order_status_history (order_id, from_status, to_status, note) SELECT placed.id, NULL, $3, $4 FROM placed RETURNING *),
                -- The cart's row changes with every placement: a checkout of this customer waiting for it reads again (open).
                checkout_version AS (UPDATE carts SET updated_at = now() WHERE id = $5)
                ${reservation ? `, ${reservation.ctes}` : ""}
                ${noted ? `, noted AS (${noted})` : ""}
           SELECT to_jsonb(placed) AS "order",
                  (SELECT coalesce(json_agg(l ORDER BY l.title, l.id), '[]') FROM lines l) AS lines,
                  (SELECT coalesce(json_agg(to_jsonb(h) || jsonb_build_object('changed_by_username', NULL)), '[]') FROM history h) AS history
                  ${reservation ? `, ${reservation.columns}` : ""}
             FROM placed`,
        ).catch(async (error: unknown) => {
          const refused = await reservation?.refused(manager, error);
          throw refused ? placing.unitsShort(refused) : error;
        })) as Array<{ order: Record<string, unknown>; lines: OrderViewRows["lines"]; history: OrderViewRows["history"]; taken_units: string[] }>;
        if (reservation) placing.reserved = await reservation.judge(manager, row!);
        // The rest of its view as it will be (no refunds yet; its discounts are the uses the effects take, read after).
        viewRows = placing.uses.length ? null : { lines: row!.lines, users: [checkout.customer], history: row!.history, refunds: [], discounts: [] };
        return entitiesFromJson(manager, OrderEntity, [row!.order])[0]!;
      });
      // A cash-on-delivery order placed to wait for the shopper's confirmation (issue 43) gained a history entry after
      // the write above (the confirmation table's move): its answer reads the view again rather than miss it.
      if (placed.codConfirmation === "awaiting") viewRows = null;
      return { order: placed, viewRows };
    },
  };
}

export type CheckoutSteps = ReturnType<typeof checkoutSteps>;

/** A line's GST columns as stored (all null when no GST was recorded). */
function gstColumns(line: GstLine | undefined) {
  return line ?? { hsn: null, rateBp: null, taxablePaise: null, cgstPaise: null, sgstPaise: null, igstPaise: null };
}
