import type { EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import type { OrderStatus, PaymentInstrument } from "../../entities/order.entity.js";
import type { RefundMethod } from "../../entities/return-request.entity.js";
import type { ServiceablePincodeEntity } from "../../entities/serviceable-pincode.entity.js";
import { DELIVERY_MESSAGES } from "../delivery/index.js";
import type { PaymentKind } from "../lifecycles/index.js";
import { codAdvance } from "./cod-advance.js";
import { codRefusal } from "./cod.js";
import { prepaidDiscountPaise } from "./prepaid-discount.js";
import { type ShippedGoods, shippingPricePaise } from "../shipping-price.js";

/**
 * How an order is paid, each way a policy of its own: how it is placed, refunded, labelled and when its money counts
 * as received, and the rules checkout applies to it. Code outside this file asks an order's policy (`policyOf`);
 * it never compares payment method names.
 */
export interface PaymentPolicy {
  kind: PaymentKind;
  /** What `orders.payment_method` holds: the gateway's provider name for online orders ("razorpay"). */
  method: string | null;
  /** The status the order is placed in: the order table's row from nothing for this kind (lifecycles/order.ts). */
  placedAs: OrderStatus;
  /** The instrument recorded when placed (cash on delivery), or null until the provider reports how it was paid. */
  instrumentAtPlacing: PaymentInstrument | null;
  /** How its money goes back: through the gateway, by hand, or the way the order it replaces was paid. */
  refundMethod: RefundMethod | "as the original order";
  /** The status whose first move in the history is when the money was received (null: nothing is paid for it). */
  paidOn: OrderStatus | null;
  /** How people read it when no instrument is known ("Cash on delivery"). */
  label: string;
  checkout: CheckoutRules | null;
}

/** What checkout applies to an order paid this way (null: never placed from a cart). */
export interface CheckoutRules {
  /** Paid before dispatch, as promotions judge it: a prepaid-only coupon refuses an order that is not. */
  prepaid: boolean;
  /**
   * Whether the order waits for a payment window: its reservation expires, a repeat of it within a minute is the
   * same order, and the unpaid caps apply.
   */
  waitsForPayment: boolean;
  /** Taken off the goods (after the promotions) for paying this way: the prepaid discount (prepaid-discount.ts). */
  discountPaise(config: Config, goodsPaise: number): number;
  /**
   * The part of the order's final total paid online at checkout when the rest is paid on delivery (COD_ADVANCE:
   * cod-advance.ts); 0 when it is paid all one way. `highRisk`: the COD risk assessment's verdict (issue 43 item 7).
   */
  advancePaise(config: Config, totalPaise: number, highRisk: boolean): number;
  /** The fee added to the goods as a line of its own (paise). */
  feePaise(config: Config): number;
  /**
   * Whether its risk of coming back undelivered is judged (cod-risk.ts: cash on delivery's), when the order is placed
   * and kept on it, and when checkout offers it under COD_RISK_POLICY.
   */
  judgesCodRisk: boolean;
  /** Why this order may not be paid this way here, or null: the pincode's and the shop's rules. */
  refusal(manager: EntityManager, config: Config, facts: { userId: string; pincode: string; serviceable: ServiceablePincodeEntity; goodsPaise: number }): Promise<string | null>;
}

const ONLINE: PaymentPolicy = {
  kind: "online",
  method: null,
  placedAs: "pending",
  instrumentAtPlacing: null,
  refundMethod: "gateway",
  paidOn: "confirmed",
  label: "Online (Razorpay)",
  checkout: {
    prepaid: true,
    waitsForPayment: true,
    discountPaise: (config, goodsPaise) => prepaidDiscountPaise(config.delivery.prepaidDiscount, goodsPaise),
    advancePaise: () => 0,
    feePaise: () => 0,
    judgesCodRisk: false,
    refusal: async (_manager, _config, { pincode, serviceable }) => (serviceable.prepaidAllowed ? null : DELIVERY_MESSAGES.prepaidNotAllowed(pincode)),
  },
};

const CASH_ON_DELIVERY: PaymentPolicy = {
  kind: "cod",
  method: "cod",
  placedAs: "confirmed",
  instrumentAtPlacing: "cod",
  // Nothing was paid online: a refund is paid by hand (UPI or bank transfer) and recorded by an admin.
  refundMethod: "manual",
  paidOn: "delivered",
  label: "Cash on delivery",
  checkout: {
    prepaid: false,
    waitsForPayment: false,
    discountPaise: () => 0,
    advancePaise: () => 0,
    feePaise: (config) => config.delivery.codFeePaise,
    judgesCodRisk: true,
    refusal: (manager, config, facts) => codRefusal(manager, config.delivery, facts),
  },
};

/**
 * Part-paid cash on delivery (COD_ADVANCE, issue 43 item 6): a cash-on-delivery order whose advance is paid online at
 * checkout. Stored and read back as cash on delivery (policyOf: the method is "cod"; the order's `cod_advance_paise`
 * says it is part-paid); only placing differs: it waits for the advance's payment window like an online order (its
 * reservation expires, a repeat within a minute is the same order, the unpaid caps apply), placed `pending`.
 */
export const CASH_ON_DELIVERY_WITH_ADVANCE: PaymentPolicy = {
  ...CASH_ON_DELIVERY,
  placedAs: "pending",
  checkout: {
    ...CASH_ON_DELIVERY.checkout!,
    waitsForPayment: true,
    advancePaise: (config, totalPaise, highRisk) => codAdvance(config, { totalPaise, highRisk }),
  },
};

const EXCHANGE_REPLACEMENT: PaymentPolicy = {
  kind: "exchange",
  method: "exchange",
  placedAs: "confirmed",
  instrumentAtPlacing: null,
  // Its units were paid for on the order it replaces: their money goes back the way that order was paid.
  refundMethod: "as the original order",
  paidOn: null,
  label: "Exchange (nothing to pay)",
  checkout: null,
};

export const PAYMENT_POLICIES: Readonly<Record<PaymentKind, PaymentPolicy>> = { online: ONLINE, cod: CASH_ON_DELIVERY, exchange: EXCHANGE_REPLACEMENT };

/** An order's policy, from its payment method. */
export function policyOf(order: { paymentMethod: string }): PaymentPolicy {
  if (order.paymentMethod === CASH_ON_DELIVERY.method) return CASH_ON_DELIVERY;
  if (order.paymentMethod === EXCHANGE_REPLACEMENT.method) return EXCHANGE_REPLACEMENT;
  return ONLINE;
}

/** The method stored for an order placed with `policy`, given the online gateway's provider name. */
export function storedMethod(policy: PaymentPolicy, gatewayProvider: string): string {
  return policy.method ?? gatewayProvider;
}

/** SQL: whether `orders` row `o` is paid the `kind` way (for filters and reports). `param` binds a value. */
export function paidBySql(kind: PaymentKind, o: string, param: (value: unknown) => string): string {
  const known = [CASH_ON_DELIVERY.method!, EXCHANGE_REPLACEMENT.method!];
  const policy = PAYMENT_POLICIES[kind];
  return policy.method ? `${o}.payment_method = ${param(policy.method)}` : `${o}.payment_method <> ALL(${param(known)}::text[])`;
}

/**
 * How a return's money goes back for an order paid this way (`original`: the replaced order, for a replacement): the
 * return request's `refundBy`. "manual" when any of it may have to be paid back by hand (cash on delivery, part-paid
 * too: the customer gives the UPI or bank details for the cash part); how much of it goes through the gateway is
 * refundPartsOf's, when its value is fixed.
 */
export function refundMethodOf(order: { paymentMethod: string }, original: { paymentMethod: string } | null): RefundMethod {
  const policy = policyOf(order);
  if (policy.refundMethod !== "as the original order") return policy.refundMethod;
  if (!original) throw new Error("a replacement's refund method needs the order it replaces");
  return refundMethodOf(original, null);
}

/** A return's refund in its two parts (paise): back on the online payment through the gateway, and by hand. */
export interface RefundParts {
  gatewayPaise: number;
  manualPaise: number;
}

/**
 * The one rule for how a return's refund of `amountPaise` goes back, on the order that was paid (`paidOn`: for a
 * replacement's return, the order it replaces). Money goes back the way it came in: an online order's all through the
 * gateway, a cash-on-delivery order's all by hand, and a part-paid one's (issue 43 item 6: its advance paid online,
 * the rest in cash) through the gateway up to what is left of the advance, `onlineGivenBackPaise` being what its
 * refunds and other returns already took of it, and the rest by hand. So a return smaller than the advance goes all
 * back to the card or UPI it came from, and two returns never give the advance back twice.
 */
export function refundPartsOf(paidOn: { paymentMethod: string; codAdvancePaise: number }, amountPaise: number, onlineGivenBackPaise: number): RefundParts {
  const method = refundMethodOf(paidOn, null);
  if (method === "gateway") return { gatewayPaise: amountPaise, manualPaise: 0 };
  const advanceLeft = Math.max(0, paidOn.codAdvancePaise - onlineGivenBackPaise);
  const gatewayPaise = Math.min(amountPaise, advanceLeft);
  return { gatewayPaise, manualPaise: amountPaise - gatewayPaise };
}

/**
 * The total an order paid this way is charged (checkout-steps.price): its goods (after the promotions), less the
 * method's discount, plus its fee and the shipping (issue 42, priced on those goods: shipping-price.ts).
 */
export function payableTotalPaise(rules: CheckoutRules, config: Config, goods: ShippedGoods): number {
  return goods.goodsPaise - rules.discountPaise(config, goods.goodsPaise) + rules.feePaise(config) + shippingPricePaise(config.shipping, goods);
}

/**
 * What checkout's "Pay online and save ₹X" says (issue 43): the total placeOrder would charge on delivery less the one
 * it would charge online, each by payableTotalPaise from the goods as that method is priced (a prepaid-only coupon
 * counts only online, so a % prepaid discount is taken on the smaller goods). When cash on delivery cannot take the
 * cart's coupon at all (`codGoodsPaise` null: prepaid-only, so COD is refused), it is the same offers paid on delivery.
 */
export function payOnlineSavingPaise(config: Config, goods: { codGoodsPaise: number | null; onlineGoodsPaise: number; units: number }): number {
  const onDelivery = payableTotalPaise(CASH_ON_DELIVERY.checkout!, config, { goodsPaise: goods.codGoodsPaise ?? goods.onlineGoodsPaise, units: goods.units });
  return Math.max(0, onDelivery - payableTotalPaise(ONLINE.checkout!, config, { goodsPaise: goods.onlineGoodsPaise, units: goods.units }));
}
