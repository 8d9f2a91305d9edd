import type { OrderEmailKind } from "../../entities/email-outbox.entity.js";
import { formatRupees } from "../../lib/money.js";
import { variantLabel } from "../catalogue/index.js";
import type { OrderView } from "../orders/index.js";
import { escapeHtml, layout, type RenderedEmail } from "./layout.js";

function orderBlock(order: OrderView): { text: string; html: string } {
  const lines = order.lines.map((line) => {
    const variant = variantLabel(line);
    const title = variant ? `${line.title} (${variant})` : line.title;
    return { title, quantity: line.quantity, unit: formatRupees(line.unitPricePaise), total: formatRupees(line.lineTotalPaise) };
  });
  // A discounted order says so between its lines (their catalogue prices) and its total, so the sums add up.
  const couponNote = order.couponCode ? ` (${order.couponCode})` : "";
  const discount = order.totals.discountPaise > 0 ? { label: `Discount${couponNote}`, amount: `−${formatRupees(order.totals.discountPaise)}` } : null;
  const codFee = order.totals.codFeePaise > 0 ? { label: "Cash on delivery fee", amount: formatRupees(order.totals.codFeePaise) } : null;
  // Shipping as the order was charged for it (issue 42: SHIPPING_FEE, free from FREE_SHIPPING_ABOVE).
  const shipping = order.totals.shippingPaise > 0 ? formatRupees(order.totals.shippingPaise) : "Free";
  const ship = order.shippingAddress;
  const address = [ship.address, `${ship.city} ${ship.pincode}`, `Phone: ${ship.phone}`];
  const text = [
    `Order ${order.reference}`,
    "",
    ...lines.map((l) => `${l.quantity} × ${l.title} at ${l.unit} = ${l.total}`),
    "",
    ...(discount ? [`${discount.label}: ${discount.amount}`] : []),
    `Shipping: ${shipping}`,
    ...(codFee ? [`${codFee.label}: ${codFee.amount}`] : []),
    `Total: ${formatRupees(order.totals.totalPaise)}`,
    `Payment: ${order.paymentLabel}`,
    "",
    "Delivery address:",
    order.customer.name,
    ...address,
  ].join("\n");
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(l.title)}</td><td style="padding:6px 8px;text-align:center">${l.quantity}</td><td style="padding:6px 0;text-align:right">${escapeHtml(l.unit)}</td><td style="padding:6px 0 6px 8px;text-align:right">${escapeHtml(l.total)}</td></tr>`,
    )
    .join("\n");
  const html = `<p style="margin:0 0 8px">Order <strong>${escapeHtml(order.reference)}</strong></p>
<table style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr style="color:#6b6b7b;text-align:left"><th>Item</th><th style="text-align:center">Qty</th><th style="text-align:right">Price</th><th style="text-align:right">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${discount ? `<tr><td colspan="3" style="padding-top:8px">${escapeHtml(discount.label)}</td><td style="padding-top:8px;text-align:right">${escapeHtml(discount.amount)}</td></tr>\n` : ""}<tr><td colspan="3" style="padding-top:8px">Shipping</td><td style="padding-top:8px;text-align:right">${escapeHtml(shipping)}</td></tr>
${codFee ? `<tr><td colspan="3">${escapeHtml(codFee.label)}</td><td style="text-align:right">${escapeHtml(codFee.amount)}</td></tr>\n` : ""}<tr><td colspan="3" style="font-weight:700">Total</td><td style="font-weight:700;text-align:right">${escapeHtml(formatRupees(order.totals.totalPaise))}</td></tr>
<tr><td colspan="3">Payment</td><td style="text-align:right">${escapeHtml(order.paymentLabel)}</td></tr>
</tfoot>
</table>
<p style="margin:16px 0 4px;font-weight:700">Delivery address</p>
<p style="margin:0">${[order.customer.name, ...address].map(escapeHtml).join("<br>")}</p>`;
  return { text, html };
}

const ORDER_EMAILS: Record<OrderEmailKind, { subject: (ref: string) => string; intro: string }> = {
  order_confirmed: { subject: (ref) => `Your order ${ref} is confirmed`, intro: "Thank you! We have received your payment and your order is confirmed. We will let you know when it ships." },
  order_shipped: { subject: (ref) => `Your order ${ref} has shipped`, intro: "Good news: your order is on its way." },
  order_delivered: { subject: (ref) => `Your order ${ref} has been delivered`, intro: "Your order has been delivered. We hope you enjoy it!" },
  order_cancelled: { subject: (ref) => `Your order ${ref} has been cancelled`, intro: "Your order has been cancelled." },
  order_out_for_delivery: { subject: (ref) => `Your order ${ref} is out for delivery`, intro: "Your order is out for delivery today. Please keep your phone close: the courier may call." },
  order_delivery_failed: {
    subject: (ref) => `We could not deliver your order ${ref}`,
    intro: "The courier could not deliver your order today. Choose another day for delivery from your order page within the next three working days, or the parcel comes back to us.",
  },
};

/** The parcel an order email tells of: its courier, AWB, tracking link, expected date, and the order's page. */
export interface ParcelNote {
  courierName: string;
  awb: string;
  trackingUrl: string;
  expectedDeliveryDate: string | null;
  reason?: string | null;
  orderPageUrl?: string;
}

/** An order email: the brand, the order's reference, lines, total in rupees and delivery address; `refundPaise` for a cancellation. */
export function renderOrderEmail(brand: string, kind: OrderEmailKind, order: OrderView, refundPaise = 0, parcel?: ParcelNote): RenderedEmail {
  const ref = order.reference;
  const { subject } = ORDER_EMAILS[kind];
  const cod = order.collectedOnDelivery;
  // A cash-on-delivery order is confirmed without a payment: the email says what to pay the courier.
  const intro =
    cod && kind === "order_confirmed"
      ? `Thank you! Your order is confirmed. Payment: ${order.codAdvancePaise > 0 ? `${formatRupees(order.codAdvancePaise)} paid online; the rest by ` : ""}cash on delivery — please pay ${formatRupees(order.dueOnDeliveryPaise ?? order.totals.totalPaise)} to the courier when it arrives. We will let you know when it ships.`
      : cod && kind === "order_delivered" && order.paymentStatus === "paid"
        ? `Your order has been delivered and your payment of ${formatRupees(order.dueOnDeliveryPaise ?? order.totals.totalPaise)} (cash on delivery) received. We hope you enjoy it!`
        : ORDER_EMAILS[kind].intro;
  const refund =
    kind === "order_cancelled"
      ? cod && refundPaise <= 0
        ? "It was to be paid on delivery, so nothing was charged."
        : refundPaise > 0
        ? `We have refunded ${formatRupees(refundPaise)} to your original payment method; banks usually show it within 5–7 working days.`
        : "No payment was taken for this order, so there is nothing to refund."
      : "";
  const parcelLines = parcel
    ? [
        `${parcel.courierName}, AWB ${parcel.awb}${parcel.expectedDeliveryDate && kind !== "order_delivered" ? `; expected by ${parcel.expectedDeliveryDate}` : ""}.`,
        ...(parcel.reason && kind === "order_delivery_failed" ? [`The courier's reason: ${parcel.reason}.`] : []),
        kind === "order_delivery_failed" && parcel.orderPageUrl ? `Choose a new delivery day: ${parcel.orderPageUrl}` : `Track your parcel: ${parcel.trackingUrl}`,
      ]
    : [];
  const block = orderBlock(order);
  const greeting = `Hello ${order.customer.name},`;
  const text = [brand, "", greeting, "", intro, ...(refund ? ["", refund] : []), ...(parcelLines.length ? ["", ...parcelLines] : []), "", block.text, "", `— ${brand}`].join("\n");
  const html = layout(
    brand,
    subject(ref),
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p><p style="margin:0 0 12px">${escapeHtml(intro)}</p>${refund ? `<p style="margin:0 0 12px;font-weight:700">${escapeHtml(refund)}</p>` : ""}${parcelLines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("")}${block.html}`,
  );
  return { subject: `${brand}: ${subject(ref)}`, text, html };
}
