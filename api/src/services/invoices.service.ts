import { z } from "zod";
import { DomainError } from "../lib/errors.js";
import { parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { ORDER_MESSAGES, type OrdersService, type OrderView } from "./orders/index.js";
import { requireAdmin, requireUser, type Viewer } from "./viewer.js";

export const INVOICE_MESSAGES = {
  notPaid: "An invoice is available once the order is paid.",
  notConfigured: "Invoices are not set up: the shop's GSTIN and address (SELLER_GSTIN, SELLER_ADDRESS) are missing.",
} as const;

const orderIdInput = z.string({ error: "Order id is required" });

/** GST inside a GST-inclusive amount at `percent`, rounded to the paisa; the rest is the taxable value. */
function splitGst(totalPaise: number, percent: number): { taxablePaise: number; gstPaise: number } {
  const gstPaise = Math.round((totalPaise * percent) / (100 + percent));
  return { taxablePaise: totalPaise - gstPaise, gstPaise };
}

/** "INR 1,234.50": the PDF's standard fonts have no ₹ sign. */
function inr(paise: number): string {
  return `INR ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The PDF's standard fonts (WinAnsi) cannot draw other scripts: such characters print as "?" rather than garbage. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/gu, "?");
}

/**
 * Tax invoices of paid orders as PDF (pdfkit: pure JavaScript, no browser or native code, standard PDF fonts): the
 * seller and GSTIN from the settings, the invoice number given at payment, lines, the taxable value and GST within the
 * GST-inclusive total, and the order and payment references. A customer gets their own orders' only (another's is
 * "not found"); an admin any.
 */
export function createInvoicesService({ config }: ServiceContext, orders: Pick<OrdersService, "order">) {
  async function render(order: OrderView): Promise<{ filename: string; pdf: Buffer }> {
    if (order.paymentStatus !== "paid" || order.invoiceNumber === null) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notPaid);
    const { seller } = config;
    if (!seller.gstin || !seller.address) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notConfigured);
    const paidAt = order.paidAt ?? order.placedAt;
    const number = order.invoiceNumber;
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: `Tax invoice ${number}`, Author: printable(seller.name) } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      doc.on("end", resolve);
      doc.on("error", reject);
    });
    const date = (d: Date) => d.toLocaleDateString("en-IN", { timeZone: config.shopTimeZone, day: "2-digit", month: "short", year: "numeric" });
    const left = 48;
    const width = doc.page.width - 96;

    doc.font("Helvetica-Bold").fontSize(20).text("TAX INVOICE", left, 48, { width, align: "right" });
    doc.font("Helvetica-Bold").fontSize(14).text(printable(seller.name), left, 48);
    doc.font("Helvetica").fontSize(9).text(printable(seller.address), left, doc.y + 2, { width: width / 2 });
    doc.text(`GSTIN: ${seller.gstin}`);
    doc.moveDown(1.5);

    const top = doc.y;
    doc.font("Helvetica-Bold").fontSize(10).text("Bill to / Ship to", left, top);
    doc.font("Helvetica").fontSize(9);
    const ship = order.shippingAddress;
    doc.text(printable(order.customer.name));
    doc.text(printable(order.customer.email));
    doc.text(printable(ship.address), { width: width / 2 - 12 });
    doc.text(printable(`${ship.city} ${ship.pincode}`));
    doc.text(printable(`Phone: ${ship.phone}`));
    const leftBottom = doc.y;
    const meta: Array<[string, string]> = [
      ["Invoice number", number],
      ["Invoice date", date(paidAt)],
      ["Order", `${order.reference} (${order.id})`],
      ["Order date", date(order.placedAt)],
      ["Payment", `${order.paymentMethod} ${order.paymentId}`],
      ["Place of supply", printable(ship.city)],
    ];
    let y = top;
    for (const [label, value] of meta) {
      doc.font("Helvetica-Bold").fontSize(9).text(label, left + width / 2, y, { width: 90 });
      doc.font("Helvetica").text(value, left + width / 2 + 92, y, { width: width / 2 - 92 });
      y = Math.max(doc.y, y + 13);
    }
    y = Math.max(y, leftBottom) + 18;

    const cols = [
      { label: "#", x: left, w: 20, align: "left" as const },
      { label: "Item", x: left + 22, w: width - 262, align: "left" as const },
      { label: "Qty", x: left + width - 240, w: 40, align: "right" as const },
      { label: "Unit price", x: left + width - 195, w: 90, align: "right" as const },
      { label: "Amount", x: left + width - 100, w: 100, align: "right" as const },
    ];
    doc.rect(left, y - 4, width, 18).fill("#eeeeee").fillColor("#000000");
    doc.font("Helvetica-Bold").fontSize(9);
    for (const c of cols) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
    y += 20;
    doc.font("Helvetica").fontSize(9);
    order.lines.forEach((line, i) => {
      const variant = [line.size, line.colour].filter(Boolean).join(" / ");
      const title = printable(variant ? `${line.title} (${variant})` : line.title);
      const values = [String(i + 1), title, String(line.quantity), inr(line.unitPricePaise), inr(line.lineTotalPaise)];
      let rowBottom = y;
      cols.forEach((c, k) => {
        doc.text(values[k]!, c.x, y, { width: c.w, align: c.align });
        rowBottom = Math.max(rowBottom, doc.y);
      });
      y = rowBottom + 6;
    });
    doc.moveTo(left, y).lineTo(left + width, y).stroke();
    y += 8;

    const { taxablePaise, gstPaise } = splitGst(order.totals.totalPaise, seller.gstPercent);
    const totals: Array<[string, string, boolean]> = [
      ["Taxable value", inr(taxablePaise), false],
      [`GST @ ${seller.gstPercent}% (included)`, inr(gstPaise), false],
      ["Shipping", "Free", false],
      ["Total", inr(order.totals.totalPaise), true],
    ];
    for (const [label, value, bold] of totals) {
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9);
      doc.text(label, left + width - 300, y, { width: 190, align: "right" });
      doc.text(value, left + width - 100, y, { width: 100, align: "right" });
      y += bold ? 18 : 14;
    }
    doc.font("Helvetica").fontSize(8).fillColor("#555555");
    doc.text(`Prices include GST. Amounts in Indian rupees. This is a computer-generated invoice and needs no signature.`, left, y + 24, { width });
    doc.end();
    await done;
    return { filename: `invoice-${number}.pdf`, pdf: Buffer.concat(chunks) };
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

    /** Any paid order's invoice (admin only). */
    async adminInvoice(viewer: Viewer | null, rawId: unknown) {
      return render(await orders.order(requireAdmin(viewer), parseInput(orderIdInput, rawId)));
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
