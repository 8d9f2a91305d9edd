import type { EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import type { OrderEntity } from "../../entities/order.entity.js";
import { formatRupees } from "../../lib/money.js";
import { paymentTable } from "../lifecycles/index.js";
import { gstOfOrder } from "../tax/index.js";
import type { CodConfirmationMachine, OrderMachine, SettledPayment } from "./order-machine.js";
import { instrumentOf } from "./order-machine.js";
import { PAYMENT_POLICIES, policyOf } from "./payment-policies.js";
import { spreadPrepaidDiscount } from "./prepaid-discount.js";

/**
 * Paying a cash-on-delivery order online instead (issue 43, item 5). The shopper opens a payment window for the order
 * before it ships (checkout.service.ts, payCodOrderOnline) for what it comes to when paid online: its goods (the lines'
 * nets, after the promotions) less the prepaid discount (the online policy's: prepaid-discount.ts), without the COD
 * fee. Nothing changes until that payment is verified (verifyPayment, or the provider's webhook: payments.service.ts
 * settle): the order then becomes prepaid here, under its row lock, once. Closing the window leaves a COD order.
 */

export const COD_TO_ONLINE_MESSAGES = {
  notCod: "This order is not paid on delivery, so there is nothing to switch to online payment.",
  shipped: "This order has shipped already: please pay on delivery.",
  delivered: "This order has been delivered already.",
  closed: "This order was cancelled, so it cannot be paid.",
  prepaidNotAllowed: (pincode: string) => `Online payment is not available for pincode ${pincode}.`,
  switched: (paidPaise: number) => `Switched to online payment: ${formatRupees(paidPaise)} paid online`,
  partPaid: "This order's advance is paid already: please pay the rest on delivery.",
  lateReason: "Payment to switch to online payment arrived after the order could no longer be switched",
} as const;

/** Why this cash-on-delivery order may not be switched to online payment now, or null when it may. */
export function codSwitchRefusal(order: Pick<OrderEntity, "paymentMethod" | "status" | "paymentStatus" | "codAdvancePaise">): string | null {
  if (policyOf(order).kind !== "cod") return COD_TO_ONLINE_MESSAGES.notCod;
  // A part-paid order (issue 43 item 6) keeps its advance and pays the rest at the door: one online payment per order.
  if (order.codAdvancePaise > 0) return COD_TO_ONLINE_MESSAGES.partPaid;
  if (order.status === "shipped") return COD_TO_ONLINE_MESSAGES.shipped;
  if (order.status === "delivered") return COD_TO_ONLINE_MESSAGES.delivered;
  if (order.status !== "confirmed") return COD_TO_ONLINE_MESSAGES.closed;
  if (order.paymentStatus !== "to_collect") return COD_TO_ONLINE_MESSAGES.notCod;
  return null;
}

/**
 * What a cash-on-delivery order comes to paid online: its goods less the prepaid discount, plus its shipping as placed
 * (issue 42: shipping does not depend on the way of paying), no COD fee.
 */
export function switchedPrice(config: Config, goodsPaise: number, shippingPaise: number): { goodsPaise: number; prepaidDiscountPaise: number; totalPaise: number } {
  const prepaidDiscountPaise = PAYMENT_POLICIES.online.checkout!.discountPaise(config, goodsPaise);
  return { goodsPaise, prepaidDiscountPaise, totalPaise: goodsPaise - prepaidDiscountPaise + shippingPaise };
}

/** The order's goods: its lines' nets (after the promotions' discounts). */
export async function goodsOf(manager: EntityManager, orderId: string): Promise<number> {
  const [row]: Array<{ goods: number }> = await manager.query(`SELECT coalesce(sum(net_paise), 0)::int AS goods FROM order_lines WHERE order_id = $1`, [orderId]);
  return row!.goods;
}

interface LineRow {
  id: string;
  productId: string;
  quantity: number;
  discountPaise: number;
  netPaise: number;
}

/**
 * The switch, for a locked COD order whose payment of `paidPaise` was captured: the prepaid discount is what the goods
 * exceed the payment by (the amount the window was opened for decides, not the setting as it is now), spread over the
 * lines; each line's GST is worked out again on its new net; the COD fee goes; the order is paid online (its method,
 * instrument, invoice number and what was paid), its confirmation is no longer needed, and its history says so. False
 * (nothing changed) when the payment does not fit the order: the caller gives it back through the refund ledger.
 */
export async function switchToOnline(
  manager: EntityManager,
  { config, gatewayProvider, codConfirmation }: { config: Config; gatewayProvider: string; machine: OrderMachine; codConfirmation: CodConfirmationMachine },
  order: OrderEntity,
  payment: SettledPayment,
  paidPaise: number,
): Promise<boolean> {
  if (codSwitchRefusal(order)) return false;
  if (!paymentTable.find(order.paymentStatus, "paid", "system", "cod")) throw new Error("the payment table has no switch of a cash-on-delivery order to paid online");
  const lines: LineRow[] = await manager.query(
    `SELECT id, product_id AS "productId", quantity, discount_paise AS "discountPaise", net_paise AS "netPaise" FROM order_lines WHERE order_id = $1 ORDER BY title, id`,
    [order.id],
  );
  const goodsPaise = lines.reduce((sum, l) => sum + l.netPaise, 0);
  // The payment covers the goods less the prepaid discount and the order's shipping (switchedPrice).
  const prepaidDiscountPaise = goodsPaise + order.shippingPaise - paidPaise;
  if (prepaidDiscountPaise < 0 || prepaidDiscountPaise > goodsPaise || paidPaise < 100) return false;
  const switched = spreadPrepaidDiscount(lines, prepaidDiscountPaise);
  // GST per line on the new nets (an invoice is issued only once paid: none was yet), as placing works it out.
  const tax = order.placeOfSupply
    ? await gstOfOrder(manager, { sellerGstin: config.seller.gstin, pincode: order.shipPincode, stateCode: order.placeOfSupply }, switched.map((l) => ({ productId: l.productId, netPaise: l.netPaise, quantity: l.quantity })))
    : null;
  const feePaise = order.codFeePaise;
  const note = [
    `${COD_TO_ONLINE_MESSAGES.switched(paidPaise)} (${payment.providerPaymentId})`,
    feePaise ? `cash-on-delivery fee of ${formatRupees(feePaise)} removed` : null,
    prepaidDiscountPaise ? `prepaid discount of ${formatRupees(prepaidDiscountPaise)}` : null,
  ]
    .filter(Boolean)
    .join("; ");
  const [row]: Array<{ invoice_number: number }> = await manager.query(
    `WITH lines AS (
       UPDATE order_lines l SET discount_paise = s.discount, net_paise = s.net,
              hsn = COALESCE(s.hsn, l.hsn), gst_rate_bp = COALESCE(s.rate, l.gst_rate_bp), taxable_paise = COALESCE(s.taxable, l.taxable_paise),
              cgst_paise = COALESCE(s.cgst, l.cgst_paise), sgst_paise = COALESCE(s.sgst, l.sgst_paise), igst_paise = COALESCE(s.igst, l.igst_paise)
         FROM unnest($2::uuid[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[]) AS s(id, discount, net, hsn, rate, taxable, cgst, sgst, igst)
        WHERE l.id = s.id AND l.order_id = $1),
     switched AS (
       UPDATE orders SET payment_method = $11, cod_fee_paise = 0, total_paise = $12, paid_paise = $12,
              discount_paise = discount_paise + $13, prepaid_discount_paise = $13,
              payment_status = 'paid', payment_id = $14, payment_instrument = $15, payment_vpa = $16,
              invoice_number = COALESCE(invoice_number, nextval('invoice_number_seq')), updated_at = now()
        WHERE id = $1 AND payment_status = 'to_collect'
        RETURNING invoice_number),
     attempt AS (
       UPDATE payments SET status = 'captured', provider_payment_id = $14, failure_reason = NULL, updated_at = now()
        WHERE id = $17 AND EXISTS (SELECT 1 FROM switched)),
     noted AS (
       INSERT INTO order_status_history (order_id, from_status, to_status, note, created_at)
       SELECT $1, $18, $18, $19, clock_timestamp() WHERE EXISTS (SELECT 1 FROM switched))
     SELECT invoice_number FROM switched`,
    [
      order.id,
      switched.map((l) => l.id),
      switched.map((l) => l.discountPaise),
      switched.map((l) => l.netPaise),
      switched.map((_, i) => tax?.lines[i]?.hsn ?? null),
      switched.map((_, i) => tax?.lines[i]?.rateBp ?? null),
      switched.map((_, i) => tax?.lines[i]?.taxablePaise ?? null),
      switched.map((_, i) => tax?.lines[i]?.cgstPaise ?? null),
      switched.map((_, i) => tax?.lines[i]?.sgstPaise ?? null),
      switched.map((_, i) => tax?.lines[i]?.igstPaise ?? null),
      gatewayProvider,
      paidPaise,
      prepaidDiscountPaise,
      payment.providerPaymentId,
      instrumentOf(payment.method),
      payment.method === "upi" ? (payment.vpa?.slice(0, 255) ?? null) : null,
      payment.attemptId,
      order.status,
      note.slice(0, 500),
    ],
  );
  if (!row) return false;
  Object.assign(order, {
    paymentMethod: gatewayProvider,
    codFeePaise: 0,
    totalPaise: paidPaise,
    paidPaise,
    discountPaise: order.discountPaise + prepaidDiscountPaise,
    prepaidDiscountPaise,
    paymentStatus: "paid",
    paymentId: payment.providerPaymentId,
    paymentInstrument: instrumentOf(payment.method),
    invoiceNumber: row.invoice_number,
  });
  // Its confirmation is no longer needed (the confirmation table's move, with its own line in the history).
  if (order.codConfirmation === "awaiting" || order.codConfirmation === "confirmed") {
    await codConfirmation.move(manager, order, "not_needed", { actor: "customer" });
  }
  return true;
}
