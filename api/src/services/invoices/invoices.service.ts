import { z } from "zod";
import { DomainError } from "../../lib/errors.js";
import { parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { ORDER_MESSAGES, type OrdersService, type OrderView } from "../orders/index.js";
import type { ReturnsService, ReturnView } from "../returns/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { type Credit, renderInvoiceDocument } from "./invoice-document.js";

export const INVOICE_MESSAGES = {
  notPaid: "An invoice is available once the order is paid.",
  notConfigured: "Invoices are not set up: the shop's GSTIN and address (SELLER_GSTIN, SELLER_ADDRESS) are missing.",
} as const;

const orderIdInput = z.string({ error: "Order id is required" });

/**
 * Tax invoices of paid orders and credit notes of returns as PDF (invoice-document.ts draws them): the seller and GSTIN
 * from the settings, the invoice number given at payment, the place of supply, per line the HSN code, taxable value,
 * rate and CGST + SGST (within the seller's state) or IGST (to another state) as fixed when the order was placed, their
 * totals, the total in words, and the order and payment references. A customer gets their own orders' only (another's
 * is "not found"); an admin any. Orders placed before GST per line print as they were issued: one rate
 * (INVOICE_GST_PERCENT) over the total.
 */
export function createInvoicesService({ config }: ServiceContext, orders: Pick<OrdersService, "order">, returns: Pick<ReturnsService, "creditNoteOf">) {
  /**
   * The invoice, or with `credit` a GST credit note (CGST Act 2017, section 34) for a return's refund: the same
   * layout over the returned units (their share of each line's net and tax, fixed when received), every amount
   * reversed (−), numbered in its own series and naming the invoice it reduces. Refused until the order is paid and
   * until the shop's GSTIN and address are set.
   */
  async function render(order: OrderView, credit?: Credit): Promise<{ filename: string; pdf: Buffer }> {
    if (order.invoiceNumber === null || (!credit && !order.invoiceAvailable)) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notPaid);
    if (!config.seller.gstin || !config.seller.address) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notConfigured);
    return renderInvoiceDocument(config, order, credit);
  }

  /** The order as the credit note shows it: the returned units only, with their share of each line's money. */
  function creditedView(order: OrderView, request: ReturnView): OrderView {
    const lines = request.lines.map((r) => {
      const line = order.lines.find((l) => l.id === r.orderLineId)!;
      const lineTotalPaise = line.unitPricePaise * r.quantity;
      const net = r.netPaise ?? 0;
      return { ...line, quantity: r.quantity, lineTotalPaise, discountPaise: lineTotalPaise - net, netPaise: net, tax: line.tax && r.tax ? { ...line.tax, ...r.tax } : null };
    });
    const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
    const goodsPaise = lines.reduce((sum, l) => sum + l.netPaise, 0);
    // A return credits the goods, and the shipping fee only when it sends back the order's last units (issue 42: its
    // line as invoiced, at the principal supply's rate); a cash-on-delivery fee is a service already rendered.
    const shippingPaise = request.shippingRefundPaise;
    return {
      ...order,
      lines,
      shippingTax: shippingPaise > 0 ? order.shippingTax : null,
      totals: { subtotalPaise, discountPaise: subtotalPaise - goodsPaise, shippingPaise, codFeePaise: 0, totalPaise: request.refundPaise },
    };
  }

  /**
   * A return's credit note: its units as sold on the request's order, against the invoice of the order that was paid
   * (for a replacement's return, the order it replaced: the replacement itself was never invoiced).
   */
  async function renderCreditNote(viewer: Viewer, request: ReturnView) {
    const order = await orders.order(viewer, request.orderId);
    const paidOn = request.paidOnOrderId === order.id ? order : await orders.order(viewer, request.paidOnOrderId);
    const credited = { ...creditedView(order, request), invoiceNumber: paidOn.invoiceNumber, paymentId: paidOn.paymentId, paymentLabel: paidOn.paymentLabel };
    return render(credited, { number: request.creditNoteNumber!, issuedAt: request.creditNoteIssuedAt! });
  }

  return {
    /** The caller's own paid order's invoice (NOT_FOUND for anyone else's). */
    async myInvoice(viewer: Viewer | null, rawId: unknown) {
      const user = requireUser(viewer);
      const order = await orders.order(user, parseInput(orderIdInput, rawId));
      // An admin reads others' orders through adminInvoice; here only the caller's own.
      if (order.userId !== user.userId) throw new DomainError("NOT_FOUND", ORDER_MESSAGES.notFound);
      return render(order);
    },

    /** The credit note of the caller's own return request (NOT_FOUND for anyone else's). */
    async myCreditNote(viewer: Viewer | null, rawId: unknown) {
      const user = requireUser(viewer);
      return renderCreditNote(user, await returns.creditNoteOf(user, rawId));
    },

    /** Any return request's credit note (admin only). */
    async adminCreditNote(viewer: Viewer | null, rawId: unknown) {
      const admin = requireAdmin(viewer);
      return renderCreditNote(admin, await returns.creditNoteOf(admin, rawId, { adminOnly: true }));
    },

    /** Any paid order's invoice (admin only). */
    async adminInvoice(viewer: Viewer | null, rawId: unknown) {
      return render(await orders.order(requireAdmin(viewer), parseInput(orderIdInput, rawId)));
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
