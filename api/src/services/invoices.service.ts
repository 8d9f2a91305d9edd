import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { z } from "zod";
import { DomainError } from "../lib/errors.js";
import { parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { formatRupees } from "../lib/money.js";
import { type LineTax, ORDER_MESSAGES, type OrdersService, type OrderView } from "./orders/index.js";
import type { ReturnsService, ReturnView } from "./returns/index.js";
import { type GstTotals, gstTotals, percentText, rupeesInWords, stateLabel } from "./tax/index.js";
import { requireAdmin, requireUser, type Viewer } from "./viewer.js";

export const INVOICE_MESSAGES = {
  notPaid: "An invoice is available once the order is paid.",
  notConfigured: "Invoices are not set up: the shop's GSTIN and address (SELLER_GSTIN, SELLER_ADDRESS) are missing.",
} as const;

const orderIdInput = z.string({ error: "Order id is required" });

/**
 * Noto Sans Devanagari (SIL Open Font License 1.1, from the @expo-google-fonts package, which ships Google Fonts'
 * TTF files): Latin, the ₹ sign and Devanagari in one font, so names and addresses in Hindi, Marathi and the other
 * Devanagari languages print as written. pdfkit embeds only the glyphs used.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  fonts ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** GST inside a GST-inclusive amount at `percent`, rounded to the paisa; the rest is the taxable value. */
function splitGst(totalPaise: number, percent: number): { taxablePaise: number; gstPaise: number } {
  const gstPaise = Math.round((totalPaise * percent) / (100 + percent));
  return { taxablePaise: totalPaise - gstPaise, gstPaise };
}

/** The invoice's GST: per line as placed, or (orders placed before GST per line) one rate over the total as issued. */
type InvoiceTax =
  | { kind: "lines"; lines: LineTax[]; totals: GstTotals; interState: boolean; placeOfSupply: string }
  | { kind: "legacy"; percent: number; taxablePaise: number; gstPaise: number };

function invoiceTax(order: OrderView, legacyPercent: number): InvoiceTax {
  const lines = order.lines.map((l) => l.tax);
  if (order.placeOfSupply && lines.every((t): t is LineTax => t !== null)) {
    return { kind: "lines", lines, totals: gstTotals(lines), interState: lines.some((t) => t.igstPaise > 0) || lines.every((t) => t.cgstPaise + t.sgstPaise === 0), placeOfSupply: order.placeOfSupply };
  }
  return { kind: "legacy", percent: legacyPercent, ...splitGst(order.totals.totalPaise, legacyPercent) };
}

/**
 * Tax invoices of paid orders as PDF (pdfkit: pure JavaScript, no browser or native code, an embedded Unicode font):
 * the seller and GSTIN from the settings, the invoice number given at payment, the place of supply, per line the HSN
 * code, taxable value, rate and CGST + SGST (within the seller's state) or IGST (to another state) as fixed when the
 * order was placed, their totals, the total in words, and the order and payment references. A customer gets their
 * own orders' only (another's is "not found"); an admin any. Orders placed before GST per line print as they were
 * issued: one rate (INVOICE_GST_PERCENT) over the total.
 */
export function createInvoicesService({ config }: ServiceContext, orders: Pick<OrdersService, "order">, returns: Pick<ReturnsService, "creditNoteOf">) {
  /**
   * The invoice, or with `credit` a GST credit note (CGST Act 2017, section 34) for a return's refund: the same
   * layout over the returned units (their share of each line's net and tax, fixed when received), every amount
   * reversed (−), numbered in its own series and naming the invoice it reduces.
   */
  async function render(order: OrderView, credit?: { number: string; issuedAt: Date }): Promise<{ filename: string; pdf: Buffer }> {
    if (order.invoiceNumber === null || (!credit && order.paymentStatus !== "paid")) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notPaid);
    const { seller } = config;
    if (!seller.gstin || !seller.address) throw new DomainError("CONFLICT", INVOICE_MESSAGES.notConfigured);
    const paidAt = credit?.issuedAt ?? order.paidAt ?? order.placedAt;
    const number = credit?.number ?? order.invoiceNumber;
    const signed = (paise: number) => (credit ? `−${formatRupees(paise)}` : formatRupees(paise));
    const tax = invoiceTax(order, seller.gstPercent);
    const { regular, bold } = await loadFonts();
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: `${credit ? "Credit note" : "Tax invoice"} ${number}`, Author: seller.name } });
    doc.registerFont("Body", regular);
    doc.registerFont("Bold", bold);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      doc.on("end", resolve);
      doc.on("error", reject);
    });
    /**
     * Text, with its characters as written for copy and search: Devanagari is drawn in visual order (a vowel sign
     * before its consonant), so a run in an Indian script (U+0900–U+0DFF) carries the text itself as its ActualText.
     */
    const write = (text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => {
      const marked = /[\u0900-\u0DFF]/u.test(text);
      if (marked) doc.markContent("Span", { actual: text });
      if (x === undefined) doc.text(text, options);
      else doc.text(text, x, y, options);
      if (marked) doc.endMarkedContent();
    };
    const date = (d: Date) => d.toLocaleDateString("en-IN", { timeZone: config.shopTimeZone, day: "2-digit", month: "short", year: "numeric" });
    const left = 48;
    const width = doc.page.width - 96;

    doc.font("Bold").fontSize(20).text(credit ? "CREDIT NOTE" : "TAX INVOICE", left, 44, { width, align: "right" });
    doc.font("Bold").fontSize(14);
    write(seller.name, left, 48);
    doc.font("Body").fontSize(9);
    write(seller.address, left, doc.y + 2, { width: width / 2 });
    doc.text(`GSTIN: ${seller.gstin}`);
    doc.text(`State: ${stateLabel(seller.gstin.slice(0, 2))}`);
    doc.moveDown(1.5);

    const top = doc.y;
    doc.font("Bold").fontSize(10).text("Bill to / Ship to", left, top);
    doc.font("Body").fontSize(9);
    const ship = order.shippingAddress;
    write(order.customer.name);
    write(order.customer.email);
    write(ship.address, undefined, undefined, { width: width / 2 - 12 });
    write(`${ship.city} ${ship.pincode}`);
    write(`Phone: ${ship.phone}`);
    const leftBottom = doc.y;
    const meta: Array<[string, string]> = [
      ...(credit
        ? ([
            ["Credit note", number],
            ["Date", date(paidAt)],
            ["Against invoice", order.invoiceNumber],
          ] as Array<[string, string]>)
        : ([
            ["Invoice number", number],
            ["Invoice date", date(paidAt)],
          ] as Array<[string, string]>)),
      ["Order", `${order.reference} (${order.id})`],
      ["Order date", date(order.placedAt)],
      ["Payment", order.paymentId ? `${order.paymentLabel} (${order.paymentId})` : order.paymentLabel],
      ["Place of supply", tax.kind === "lines" ? stateLabel(tax.placeOfSupply) : ship.city],
    ];
    let y = top;
    for (const [label, value] of meta) {
      doc.font("Bold").fontSize(9).text(label, left + width / 2, y, { width: 90 });
      doc.font("Body");
      write(value, left + width / 2 + 92, y, { width: width / 2 - 92 });
      y = Math.max(doc.y, y + 13);
    }
    y = Math.max(y, leftBottom) + 18;

    type Col = { label: string; w: number; align: "left" | "right"; value: (i: number) => string };
    const lineTax = (i: number) => (tax.kind === "lines" ? tax.lines[i]! : null);
    const money = (pick: (t: LineTax) => number) => (i: number) => signed(pick(lineTax(i)!));
    const taxCols: Col[] =
      tax.kind === "legacy"
        ? [{ label: "Unit price", w: 70, align: "right", value: (i) => formatRupees(order.lines[i]!.unitPricePaise) }]
        : [
            { label: "Taxable value", w: 66, align: "right", value: money((t) => t.taxablePaise) },
            { label: "Rate", w: 30, align: "right", value: (i) => `${percentText(lineTax(i)!.rateBp)}%` },
            ...(tax.interState
              ? [{ label: "IGST", w: 60, align: "right" as const, value: money((t) => t.igstPaise) }]
              : [
                  { label: "CGST", w: 54, align: "right" as const, value: money((t) => t.cgstPaise) },
                  { label: "SGST", w: 54, align: "right" as const, value: money((t) => t.sgstPaise) },
                ]),
          ];
    // A discounted order shows each line's discount (CGST Rules, rule 46: value, discount, taxable value); a line's
    // amount is its net, which its tax was decided on.
    const discounted = order.totals.discountPaise > 0;
    const fixed: Col[] = [
      ...(tax.kind === "lines" ? [{ label: "HSN", w: 34, align: "left" as const, value: (i: number) => lineTax(i)!.hsn }] : []),
      { label: "Qty", w: 24, align: "right", value: (i) => String(order.lines[i]!.quantity) },
      ...(discounted
        ? [{ label: "Discount", w: 54, align: "right" as const, value: (i: number) => (order.lines[i]!.discountPaise ? `−${formatRupees(order.lines[i]!.discountPaise)}` : "—") }]
        : []),
      ...taxCols,
      { label: "Amount", w: 70, align: "right", value: (i) => signed(order.lines[i]!.netPaise) },
    ];
    const gap = 6;
    const itemWidth = width - 18 - fixed.reduce((sum, c) => sum + c.w + gap, 0) - gap;
    const cols: Col[] = [
      { label: "#", w: 18, align: "left", value: (i) => String(i + 1) },
      {
        label: "Item",
        w: itemWidth,
        align: "left",
        value: (i) => {
          const line = order.lines[i]!;
          const variant = [line.size, line.colour].filter(Boolean).join(" / ");
          return variant ? `${line.title} (${variant})` : line.title;
        },
      },
      ...fixed,
    ];
    const xs: number[] = [];
    cols.reduce((x, c) => (xs.push(x), x + c.w + gap), left);

    doc.rect(left, y - 4, width, 24).fill("#eeeeee").fillColor("#000000");
    doc.font("Bold").fontSize(8);
    cols.forEach((c, k) => doc.text(c.label, xs[k], y, { width: c.w, align: c.align }));
    y += 24;
    doc.font("Body").fontSize(8);
    order.lines.forEach((_line, i) => {
      let rowBottom = y;
      cols.forEach((c, k) => {
        write(c.value(i), xs[k], y, { width: c.w, align: c.align });
        rowBottom = Math.max(rowBottom, doc.y);
      });
      y = rowBottom + 6;
    });
    doc.moveTo(left, y).lineTo(left + width, y).stroke();
    y += 8;

    const totals: Array<[string, string, boolean]> =
      tax.kind === "legacy"
        ? [
            ["Taxable value", signed(tax.taxablePaise), false],
            [`GST @ ${tax.percent}% (included)`, signed(tax.gstPaise), false],
          ]
        : [
            [credit ? "Taxable value reversed" : "Taxable value", signed(tax.totals.taxablePaise), false],
            ...(tax.interState
              ? [[credit ? "IGST reversed" : "IGST (included)", signed(tax.totals.igstPaise), false] as [string, string, boolean]]
              : [
                  [credit ? "CGST reversed" : "CGST (included)", signed(tax.totals.cgstPaise), false] as [string, string, boolean],
                  [credit ? "SGST reversed" : "SGST (included)", signed(tax.totals.sgstPaise), false] as [string, string, boolean],
                ]),
          ];
    if (discounted) totals.unshift(["Discount", `−${formatRupees(order.totals.discountPaise)}`, false]);
    if (credit) totals.push(["Total credited", signed(order.totals.totalPaise), true]);
    else {
      totals.push(["Shipping", "Free", false]);
      if (order.totals.codFeePaise > 0) totals.push(["Cash on delivery fee", formatRupees(order.totals.codFeePaise), false]);
      totals.push(["Total", formatRupees(order.totals.totalPaise), true]);
    }
    for (const [label, value, strong] of totals) {
      doc.font(strong ? "Bold" : "Body").fontSize(strong ? 11 : 9);
      doc.text(label, left + width - 300, y, { width: 190, align: "right" });
      write(value, left + width - 100, y, { width: 100, align: "right" });
      y += strong ? 18 : 14;
    }
    doc.font("Bold").fontSize(9).text("Total in words: ", left, y + 6, { continued: true });
    doc.font("Body").text(rupeesInWords(order.totals.totalPaise), { width });
    doc.font("Body").fontSize(8).fillColor("#555555");
    if (credit) doc.text(`Issued under section 34 of the CGST Act, 2017, against tax invoice ${order.invoiceNumber}: the returned items' taxable value and GST are reversed.`, left, doc.y + 18, { width });
    doc.text(
      tax.kind === "lines"
        ? `Prices include GST. ${tax.interState ? "Inter-State supply: IGST." : "Intra-State supply: CGST and SGST."} Amounts in Indian rupees. This is a computer-generated ${credit ? "credit note" : "invoice"} and needs no signature.`
        : "Prices include GST. Amounts in Indian rupees. This is a computer-generated invoice and needs no signature.",
      left,
      doc.y + 18,
      { width },
    );
    doc.end();
    await done;
    return { filename: `${credit ? "credit-note" : "invoice"}-${number}.pdf`, pdf: Buffer.concat(chunks) };
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
    return { ...order, lines, // A return credits the goods only; a cash-on-delivery fee is a service already rendered.
    totals: { subtotalPaise, discountPaise: subtotalPaise - request.refundPaise, shippingPaise: 0, codFeePaise: 0, totalPaise: request.refundPaise } };
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
