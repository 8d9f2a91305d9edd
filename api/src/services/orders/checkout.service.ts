import type { EntityManager } from "typeorm";
import { z } from "zod";
import { entitiesFromJson } from "../../db/json-entities.js";
import { transaction } from "../../db/transactions.js";
import { AddressEntity } from "../../entities/address.entity.js";
import type { OrderEntity } from "../../entities/order.entity.js";
import { PaymentEntity } from "../../entities/payment.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { callProvider, type PaymentGateway, PaymentGatewayError, PROVIDER_ORDER_ID, PROVIDER_PAYMENT_ID } from "../../payments/index.js";
import type { ServiceContext } from "../context.js";
import { DELIVERY_MESSAGES, deliveryDate, findServiceablePincode } from "../delivery/index.js";
import { holdingUnpaidSql } from "../lifecycles/index.js";
import { priceCart, PROMOTION_MESSAGES } from "../promotions/index.js";
import { requireUser, type Viewer } from "../viewer.js";
import { readCartLines } from "./cart-lines.js";
import { CHECKOUT_MESSAGES, checkoutSteps } from "./checkout-steps.js";
import type { OrderMachine } from "./order-machine.js";
import { orderOfEarlierTry } from "./keyed-order.js";
import { findOrderOf, lockOrder } from "./order-access.js";
import { findOrderWithPaymentOf, loadOrderView, type OrderView, orderViewFromRows, type OrderViewRows } from "./order-view.js";
import { codSwitchRefusal, COD_TO_ONLINE_MESSAGES, goodsOf, switchedPrice } from "./cod-to-online.js";
import { codAdvance, codAdvanceApplies, onlineAmountOf } from "./cod-advance.js";
import { CASH_ON_DELIVERY_WITH_ADVANCE, PAYMENT_POLICIES, payableTotalPaise, type PaymentPolicy, payOnlineSavingPaise } from "./payment-policies.js";
import { assessCodRisk, codRiskRefusal } from "./cod-risk.js";
import { PAYMENT_MESSAGES, type PaymentsService } from "./payments.service.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";

export { CHECKOUT_MESSAGES };

/** A COD checkout judged HIGH risk under COD_RISK_POLICY=advance, tried without the advance: placed again with it. */
class AdvanceRequiredForRisk extends Error {}

const EXPIRY_BATCH = 200;

// A missing address is judged after the cart (the spec's order of messages), so it is not a parse error here.
const placeOrderInput = z.object({
  addressId: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.trim() : "")),
  // ONLINE (Razorpay) unless the shopper chose cash on delivery.
  paymentMethod: z
    .preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(["ONLINE", "COD"], { error: "Payment method must be ONLINE or COD" }).nullish())
    .transform((v) => (v === "COD" ? PAYMENT_POLICIES.cod : PAYMENT_POLICIES.online)),
});
const optionsInput = z.object({ addressId: z.unknown().transform((v) => (typeof v === "string" ? v.trim() : "")) });
const verifyInput = z.object({
  orderId: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required"),
  razorpayOrderId: z.string({ error: "Razorpay order id is required" }).trim().min(1, "Razorpay order id is required"),
  razorpayPaymentId: z.string({ error: "Razorpay payment id is required" }).trim().min(1, "Razorpay payment id is required"),
  razorpaySignature: z.string({ error: "Razorpay signature is required" }).min(1, "Razorpay signature is required"),
});
const switchInput = z.object({ orderId: z.string({ error: "Order id is required" }).trim().min(1, "Order id is required") });
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

/** What checkout offers for the cart and an address: the delivery promise and the payment methods, each with why not. */
export interface CheckoutOptions {
  serviceable: boolean;
  /** YYYY-MM-DD; null when the pincode is not served. */
  deliveryBy: string | null;
  online: { available: boolean; reason: string | null };
  cod: { available: boolean; reason: string | null };
  /**
   * The cart's cash-on-delivery risk is HIGH (cod-risk.ts), judged only when COD_RISK_POLICY is not off: under
   * `advance`, what issue 43 item 6's advance is asked for. Not given to the shopper as such (no score, no band).
   */
  codHighRisk: boolean;
  codFeePaise: number;
  /** The prepaid discount an order of this cart paid online would take (after the promotions, prepaid-only coupons included). */
  prepaidDiscountPaise: number;
  /** What "Pay online and save ₹X" says: payOnlineSavingPaise of the two totals placeOrder would charge. */
  payOnlineSavingPaise: number;
  /** The goods after discounts (what the COD limits are judged on). */
  goodsPaise: number;
  /** What a COD order of this cart pays online at checkout (COD_ADVANCE, on its total with the COD fee); 0: none. */
  codAdvancePaise: number;
  /** What it then pays on delivery: its total less the advance (its whole total without one). */
  codDueOnDeliveryPaise: number;
}

/** What placeOrder found or made: a new order (waiting for its window, or not), or a repeat's order with its payment or still without one. */
type Prepared =
  | { kind: "new" | "unopened" | "placed"; order: OrderEntity; viewRows?: OrderViewRows | null }
  | { kind: "existing"; order: OrderEntity; payment: PaymentEntity; viewRows?: undefined };

/**
 * From cart to paid order: placing the order (checkout-steps.ts: stock reserved, offers held), opening the provider
 * order, verifying what the payment window returns, abandoning it, and releasing reservations that were never paid.
 */
export function createCheckoutService(
  { dataSource, config, logger, leases, purchaseTurns }: ServiceContext,
  { gateway, machine, payments }: { gateway: PaymentGateway; machine: OrderMachine; payments: PaymentsService },
) {
  const steps = checkoutSteps({ config, machine, gatewayProvider: gateway.provider });

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
    return machine.move(manager, order, "cancelled", { actor, note });
  }

  /** Checkout's steps (checkout-steps.ts), in order, in one transaction under the customer's checkout lock. */
  function prepareOrder(userId: string, addressId: string, policy: PaymentPolicy, highRisk: boolean): Promise<Prepared> {
    // A transaction whose last write may carry its COMMIT (place, db/transactions.ts).
    return transaction(dataSource, async (manager) => {
      // Issue 46: one read (steps.open), the rules decided here from it, one write (steps.place); more statements only
      // for what is rare (a repeat, releasing earlier orders holding an offer, an offer's uses, cash on delivery's rules).
      let opened = await steps.open(manager, userId, addressId, policy, { highRisk });
      if ("earlierOrderId" in opened) {
        // Issue 47: the retry of a keyed checkout whose first try placed the order and hung answers that order (keyed-order.ts).
        const earlier = await orderOfEarlierTry(manager, opened.earlierOrderId);
        if (earlier?.payment) return { kind: "existing", order: earlier.order, payment: earlier.payment };
        if (earlier) return { kind: policy.checkout!.waitsForPayment ? "unopened" : "placed", order: earlier.order };
        // Released since: this try places a new one.
        opened = await steps.open(manager, userId, addressId, policy, { keyJudged: true, highRisk });
        if ("earlierOrderId" in opened) throw new Error("the key was judged already");
      }
      const { checkout, unpaid, promotions, gstRules } = opened;
      const repeat = steps.repeatOf(manager, checkout, unpaid);
      if (repeat) {
        const payment = await manager.findOne(PaymentEntity, { where: { orderId: repeat.id }, order: { createdAt: "DESC" } });
        // No payment yet: the request that placed it is still opening one, or died doing so (its node was killed).
        // This one opens one too; the first saved is the order's (savePayment).
        return payment ? { kind: "existing", order: repeat, payment } : { kind: "unopened", order: repeat };
      }
      const units = steps.checkStock(checkout);
      const priced = steps.price(checkout, promotions);
      const releasedEarlier = await steps.releaseOrdersHoldingOffers(manager, checkout, priced, async (id) => {
        const earlier = await lockOrder(manager, id);
        return earlier ? release(manager, earlier, "customer", "Replaced by a newer order using the same offer") : false;
      });
      // Orders released just now hold nothing any more: the caps are judged on a fresh read then.
      steps.checkCaps(checkout, releasedEarlier ? await steps.readUnpaidOrders(manager, checkout) : unpaid);
      // Cash on delivery's risk (cod-risk.ts; null for any other way of paying), kept on the order.
      const codRisk = await steps.checkPaymentRules(manager, checkout, priced);
      // COD_RISK_POLICY=advance: a HIGH risk asks the advance (cod-advance.ts) of a checkout placed without one. Known
      // only now, so this try rolls back and placeOrder places again with the advance (rare: high risk only).
      if (!highRisk && codRisk?.band === "high" && !checkout.rules.waitsForPayment && codAdvanceApplies(config, { highRisk: true })) throw new AdvanceRequiredForRisk();
      const tax = steps.tax(checkout, priced, gstRules);
      // The order is noted against a keyed request's claim in the same write (issue 47, keyed-effects.ts).
      const { order, viewRows } = await steps.place(manager, checkout, priced, tax, units, codRisk);
      return { kind: checkout.rules.waitsForPayment ? "new" : "placed", order, viewRows };
    });
  }

  /**
   * Saves the order's payment, unless one was saved first: a double submit, or a retry after the node placing the
   * order died before saving its payment, may open two provider orders for one order. The first saved is the order's
   * and both requests answer it; the other provider order is never shown to anyone, so never paid. Refused when the
   * order no longer waits for a payment (released in the meantime).
   */
  /**
   * Cash on delivery with an advance (COD_ADVANCE, cod-advance.ts) when one applies to this checkout: placed to wait
   * for the advance's payment window like an online order. Named so the placing path reads which way it went.
   */
  function placingPolicyOf(chosen: PaymentPolicy, highRisk: boolean): PaymentPolicy {
    return chosen.kind === "cod" && codAdvanceApplies(config, { highRisk }) ? CASH_ON_DELIVERY_WITH_ADVANCE : chosen;
  }

  async function savePayment(order: OrderEntity, providerOrderId: string): Promise<PaymentEntity> {
    // One statement (migration 1796000028000): the order's row lock, the attempt saved first, else this one when the
    // order still waits for it. It commits synchronously, flushing the order's asynchronous commit with it.
    const [row]: Array<{ payment: Record<string, unknown> | null }> = await dataSource.query(`SELECT sutra_save_payment($1, $2, $3, $4) AS payment`, [
      order.id,
      gateway.provider,
      providerOrderId,
      onlineAmountOf(order),
    ]);
    if (!row?.payment) throw new Error(`order ${order.id} no longer waits for a payment`);
    return entitiesFromJson(dataSource.manager, PaymentEntity, [row.payment])[0]!;
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
          `SELECT o.id FROM orders o WHERE ${holdingUnpaidSql("o")} AND o.reservation_expires_at <= $1 ORDER BY o.reservation_expires_at LIMIT ${EXPIRY_BATCH}`,
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

  const service = {
    /**
     * Builds an order from the caller's cart and address at current prices, reserves its stock (one
     * transaction, guarded updates), then opens the provider order for its total. If the provider cannot be
     * reached the reservation is released and PAYMENT_FAILED is answered.
     *
     * Double submission: checkouts of one customer are serialised by their cart's row lock, and a repeat with the
     * same cart and address within 60 seconds of an unpaid order returns that order and payment window instead
     * of reserving the stock twice (opening the window itself when the first has not saved one yet: savePayment).
     */
    async placeOrder(viewer: Viewer | null, raw: { addressId?: unknown; paymentMethod?: unknown }): Promise<{ order: OrderView; payment: PaymentWindow | null }> {
      const user = requireUser(viewer);
      const { addressId, paymentMethod } = parseInput(placeOrderInput, raw);
      const prepared = await prepareOrder(user.userId, addressId, placingPolicyOf(paymentMethod, false), false).catch((error: unknown) => {
        if (!(error instanceof AdvanceRequiredForRisk)) throw error;
        return prepareOrder(user.userId, addressId, placingPolicyOf(paymentMethod, true), true);
      });
      // An order that does not wait for a payment (cash on delivery): no payment window.
      // The order's view from what placing read and wrote (no statement), when it knew all of it.
      const viewOf = async (order: OrderEntity) =>
        prepared.viewRows && prepared.order === order ? orderViewFromRows(dataSource.manager, order, prepared.viewRows) : loadOrderView(dataSource.manager, order.id);
      if (prepared.kind === "placed") return { order: await viewOf(prepared.order), payment: null };
      if (prepared.kind === "existing") {
        return { order: await loadOrderView(dataSource.manager, prepared.order.id), payment: paymentWindow(prepared.payment) };
      }
      const { order } = prepared;

      let payment: PaymentEntity;
      try {
        // The order's total, or a part-paid COD order's advance (the rest is collected at the door).
        const amountPaise = onlineAmountOf(order);
        const providerOrder = await gateway.createOrder({ amountPaise, currency: "INR", receipt: order.id, notes: { orderId: order.id } });
        if (providerOrder.amount !== amountPaise || providerOrder.currency !== "INR" || !PROVIDER_ORDER_ID.test(providerOrder.id)) {
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
      return { order: await viewOf(order), payment: paymentWindow(payment) };
    },

    /**
     * Checks what the payment window returned: the caller's order, the signature over OUR stored provider order
     * id and the payment id (constant time), then the payment as the provider reports it; settles the order.
     * A replay, or a verify racing the webhook, gets the same success answer; the order changes once.
     */
    async verifyPayment(viewer: Viewer | null, raw: unknown): Promise<{ message: string; order: OrderView }> {
      const user = requireUser(viewer);
      const input = parseInput(verifyInput, raw);
      const { order, payment: stored, viewRows, consentedPhone } = await findOrderWithPaymentOf(dataSource.manager, user, input.orderId);
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
        return { message: PAYMENT_MESSAGES.verified, order: orderViewFromRows(dataSource.manager, order, viewRows) };
      }

      // From the capture to the commit, this node's webhooks for the payment (sent as it is captured) wait for this
      // settlement instead of recording themselves (payments.service.ts, whileSettling).
      const outcome = await payments.whileSettling(input.razorpayPaymentId, async () => {
        // An unpaid order's payment is captured at once (captureForVerify says why that is safe); any other is only read:
        // a second payment for a paid order is left uncaptured, and the provider returns it by itself.
        const reported = await callProvider(() => (order.paymentStatus === "pending" ? payments.captureForVerify(stored, input.razorpayPaymentId) : gateway.fetchPayment(input.razorpayPaymentId)), {
          message: PAYMENT_MESSAGES.providerUnavailable,
          log: (detail) => logger.warn({ orderId: order.id, detail }, "could not fetch the payment from the provider"),
        });
        return callProvider(() => payments.settle(stored, reported, "verify", order, { viewRows, consentedPhone }), {
          message: PAYMENT_MESSAGES.providerUnavailable,
          log: (detail) => logger.warn({ orderId: order.id, detail }, "could not settle the payment with the provider"),
        });
      });
      if (outcome.kind === "refunded") throw new DomainError("PAYMENT_FAILED", PAYMENT_MESSAGES.refundedLate);
      return { message: PAYMENT_MESSAGES.verified, order: outcome.view ?? (await loadOrderView(dataSource.manager, order.id)) };
    },

    /** What paying this cash-on-delivery order online saves (the prepaid discount, paise), or null when it cannot be switched. */
    payOnlineDiscountOf(order: Pick<OrderView, "paymentMethod" | "status" | "paymentStatus" | "lines" | "totals" | "codAdvancePaise">): number | null {
      if (codSwitchRefusal(order)) return null;
      return switchedPrice(config, order.lines.reduce((sum, l) => sum + l.netPaise, 0), order.totals.shippingPaise).prepaidDiscountPaise;
    },

    /**
     * Pay a cash-on-delivery order online instead (issue 43, cod-to-online.ts): the caller's own order, not shipped,
     * delivered or closed; the payment window is for its goods less the prepaid discount, without the COD fee. A
     * second press while the first window's provider order for the same amount is still unpaid answers that window.
     * Nothing about the order changes here: it becomes prepaid once the payment is verified (payments.service.ts).
     */
    async payCodOrderOnline(viewer: Viewer | null, raw: { orderId?: unknown }): Promise<PaymentWindow> {
      const user = requireUser(viewer);
      const { orderId } = parseInput(switchInput, raw);
      const manager = dataSource.manager;
      const order = await findOrderOf(manager, user, orderId);
      const refusal = codSwitchRefusal(order);
      if (refusal) throw new DomainError("BAD_USER_INPUT", refusal, "orderId");
      const serviceable = await findServiceablePincode(manager, order.shipPincode);
      if (serviceable && !serviceable.prepaidAllowed) throw new DomainError("BAD_USER_INPUT", COD_TO_ONLINE_MESSAGES.prepaidNotAllowed(order.shipPincode), "orderId");
      const { totalPaise } = switchedPrice(config, await goodsOf(manager, order.id), order.shippingPaise);
      const open = await manager.findOne(PaymentEntity, { where: { orderId: order.id, status: "created", amountPaise: totalPaise }, order: { createdAt: "DESC" } });
      if (open) return paymentWindow(open);
      const providerOrder = await callProvider(() => gateway.createOrder({ amountPaise: totalPaise, currency: "INR", receipt: order.id, notes: { orderId: order.id } }), {
        message: CHECKOUT_MESSAGES.couldNotStart,
        log: (detail) => logger.warn({ orderId: order.id, detail }, "could not open the provider order to pay a COD order online"),
      });
      if (providerOrder.amount !== totalPaise || providerOrder.currency !== "INR" || !PROVIDER_ORDER_ID.test(providerOrder.id)) {
        throw new DomainError("PAYMENT_FAILED", CHECKOUT_MESSAGES.couldNotStart);
      }
      const [row]: Array<{ payment: Record<string, unknown> }> = await manager.query(
        `INSERT INTO payments (order_id, provider, provider_order_id, amount_paise, currency, status) VALUES ($1, $2, $3, $4, 'INR', 'created') RETURNING to_jsonb(payments.*) AS payment`,
        [order.id, gateway.provider, providerOrder.id, totalPaise],
      );
      return paymentWindow(entitiesFromJson(manager, PaymentEntity, [row!.payment])[0]!);
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
     * can be paid online and whether on delivery, each with the reason when not (the policies' own rules, as
     * placeOrder applies them).
     */
    async checkoutOptions(viewer: Viewer | null, raw: { addressId?: unknown }, now = new Date()): Promise<CheckoutOptions> {
      const user = requireUser(viewer);
      const { addressId } = parseInput(optionsInput, raw);
      const manager = dataSource.manager;
      const address = isUuid(addressId) ? await manager.findOneBy(AddressEntity, { id: addressId, userId: user.userId }) : null;
      if (!address) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.noAddress, "addressId");
      const cart = await readCartLines(manager, user.userId);
      const cod = PAYMENT_POLICIES.cod.checkout!;
      const online = PAYMENT_POLICIES.online.checkout!;
      // Priced both ways, as placeOrder prices each (a prepaid-only coupon counts only for the online one).
      const priceAs = (prepaid: boolean) =>
        priceCart(manager, {
          userId: user.userId,
          lines: (cart?.lines ?? []).map((l) => ({ productId: l.productId, title: l.title, category: l.category, brand: l.brand, quantity: l.quantity, valuePaise: l.lineTotalPaise })),
          couponCode: cart?.couponCode ?? null,
          prepaid,
          shopTimeZone: config.shopTimeZone,
        });
      const pricing = await priceAs(cod.prepaid);
      const onlinePricing = await priceAs(online.prepaid);
      const serviceable = await findServiceablePincode(manager, address.pincode);
      const notServed = DELIVERY_MESSAGES.notServiceable(address.pincode);
      const facts = serviceable ? { userId: user.userId, pincode: address.pincode, serviceable, goodsPaise: pricing.totalPaise } : null;
      // A coupon that does not apply to COD (prepaid only) is the reason first: placeOrder would refuse it so.
      const couponReason = cart?.couponCode && pricing.couponProblem ? PROMOTION_MESSAGES.noLongerApplies(pricing.couponCode ?? cart.couponCode.toUpperCase(), pricing.couponProblem) : null;
      let codReason = !facts ? notServed : (couponReason ?? (await cod.refusal(manager, config, facts)));
      // Its risk only when the policy acts on it (placeOrder judges it for every COD order): the shopper reads the
      // outcome in plain words, never the score.
      const codRisk =
        facts && !codReason && config.delivery.riskPolicy !== "off" && cod.judgesCodRisk
          ? await assessCodRisk(manager, config.delivery.codMaxPaise, { userId: user.userId, pincode: address.pincode, goodsPaise: pricing.totalPaise, lines: cart?.lines ?? [] })
          : null;
      if (codRisk) codReason = codRiskRefusal(config.delivery.riskPolicy, codRisk);
      const onlineReason = !facts ? notServed : await online.refusal(manager, config, facts);
      const units = (cart?.lines ?? []).reduce((sum, l) => sum + l.quantity, 0);
      // The COD order's final total as placing works it out (goods after discounts, the COD fee, shipping), and its advance on it.
      const codTotalPaise = payableTotalPaise(cod, config, { goodsPaise: pricing.totalPaise, units });
      const codAdvancePaise = codAdvance(config, { totalPaise: codTotalPaise, highRisk: codRisk?.band === "high" });
      return {
        serviceable: Boolean(serviceable),
        deliveryBy: serviceable ? deliveryDate(now, { timeZone: config.shopTimeZone, cutoffHour: config.delivery.cutoffHour, days: serviceable.deliveryDays }) : null,
        online: { available: onlineReason === null, reason: onlineReason },
        cod: { available: codReason === null, reason: codReason },
        codHighRisk: codRisk?.band === "high",
        codFeePaise: cod.feePaise(config),
        prepaidDiscountPaise: online.discountPaise(config, onlinePricing.totalPaise),
        payOnlineSavingPaise: payOnlineSavingPaise(config, {
          codGoodsPaise: pricing.couponProblem ? null : pricing.totalPaise,
          onlineGoodsPaise: onlinePricing.totalPaise,
          units,
        }),
        goodsPaise: pricing.totalPaise,
        codAdvancePaise,
        codDueOnDeliveryPaise: codTotalPaise - codAdvancePaise,
      };
    },

    /** Runs expireUnpaidOrders periodically (config.payments.expirySweepSeconds; 0 = never); returns the stopper. */
    startExpiryJob(): () => Promise<void> {
      return startPeriodicJob({ everyMs: config.payments.expirySweepSeconds * 1000, run: expireUnpaidOrders, logger, failure: "releasing expired orders failed" });
    },
  };

  // Issue 46: the steps that finish a purchase are served first, on this node's thread and by the database pool.
  return {
    ...service,
    placeOrder: (viewer: Viewer | null, raw: { addressId?: unknown; paymentMethod?: unknown }) => purchaseTurns.step("placing", () => service.placeOrder(viewer, raw)),
    verifyPayment: (viewer: Viewer | null, raw: unknown) => purchaseTurns.step("settling", () => service.verifyPayment(viewer, raw)),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
