import type { ReturnEmailKind } from "../../entities/email-outbox.entity.js";
import { formatRupees } from "../../lib/money.js";
import { escapeHtml, layout, type RenderedEmail } from "./layout.js";

export type { ReturnEmailKind };

/** What a return email tells: the request, its lines, and for some kinds the money or the reason. */
export interface ReturnEmailData {
  customerName: string;
  orderReference: string;
  kind: "return" | "exchange";
  lines: Array<{ title: string; quantity: number; exchangeFor: string | null }>;
  /** refund_issued: how much and where to. */
  refundPaise?: number;
  refundTo?: string;
  creditNote?: string | null;
  /** return_rejected: the admin's reason. */
  reason?: string;
  /** exchange_shipped: the replacement order's reference. */
  replacementReference?: string;
}

function intro(kind: ReturnEmailKind, d: ReturnEmailData): { subject: string; paragraphs: string[] } {
  const what = d.kind === "exchange" ? "exchange" : "return";
  switch (kind) {
    case "return_received":
      return {
        subject: `We have received your ${what} request for order ${d.orderReference}`,
        paragraphs: [`Thank you. We have received your ${what} request and will review it within 2 working days. We will email you when it is approved.`],
      };
    case "return_approved":
      return {
        subject: `Your ${what} request for order ${d.orderReference} is approved`,
        paragraphs: [
          `Your ${what} request is approved. What happens next: our courier will come to your delivery address to pick the items up; please keep them packed with their tags.`,
          d.kind === "exchange"
            ? "Once we receive them, we ship your new size at no cost and email you when it is on its way."
            : "Once we receive and check them, we refund you and email you the amount and a credit note.",
        ],
      };
    case "return_rejected":
      return {
        subject: `Your ${what} request for order ${d.orderReference} was not approved`,
        paragraphs: [`We are sorry: your ${what} request was not approved.`, `Reason: ${d.reason ?? ""}`],
      };
    case "refund_issued":
      return {
        subject: `Your refund of ${formatRupees(d.refundPaise ?? 0)} for order ${d.orderReference}`,
        paragraphs: [
          `We have refunded ${formatRupees(d.refundPaise ?? 0)} to ${d.refundTo ?? "your original payment method"}; banks usually show it within 5–7 working days.`,
          ...(d.creditNote ? [`Credit note ${d.creditNote} is available on your order page.`] : []),
        ],
      };
    case "exchange_shipped":
      return {
        subject: `Your exchange for order ${d.orderReference} has shipped`,
        paragraphs: [`Good news: your new size is on its way${d.replacementReference ? ` (order ${d.replacementReference})` : ""}.`],
      };
  }
}

/** A return email: the brand, the order's reference, what happens, and the lines of the request. */
export function renderReturnEmail(brand: string, kind: ReturnEmailKind, d: ReturnEmailData): RenderedEmail {
  const { subject, paragraphs } = intro(kind, d);
  const greeting = `Hello ${d.customerName},`;
  const lines = d.lines.map((l) => `${l.quantity} × ${l.title}${l.exchangeFor ? ` → ${l.exchangeFor}` : ""}`);
  const text = [brand, "", greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `Order ${d.orderReference}`, ...lines, "", `— ${brand}`].join("\n");
  const html = layout(
    brand,
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join("")}` +
      `<p style="margin:0 0 8px">Order <strong>${escapeHtml(d.orderReference)}</strong></p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
  );
  return { subject: `${brand}: ${subject}`, text, html };
}
