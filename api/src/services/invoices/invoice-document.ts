import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Config } from "../../config.js";
import { formatRupees } from "../../lib/money.js";
import type { LineTax, OrderView } from "../orders/index.js";
import { percentText, rupeesInWords, stateLabel } from "../tax/index.js";
import { type InvoiceTax, invoiceTax } from "./invoice-tax.js";
import { variantLabel } from "../catalogue/index.js";

/**
 * A tax invoice, or a GST credit note, as a PDF (pdfkit: pure JavaScript, no browser or native code, an embedded Unicode
 * font), drawn as named sections in order: title → seller → buyer and the document's facts → the lines → the totals →
 * the amount in words and the notes. A credit note is the same layout over the returned units, every amount reversed.
 */

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

/** A credit note's own number and date; absent for an invoice. */
export interface Credit {
  number: string;
  issuedAt: Date;
}

/** What every section draws with: the document, its text writer, the page's frame and the facts of the document. */
interface Page {
  doc: PDFKit.PDFDocument;
  write: (text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => void;
  left: number;
  width: number;
  order: OrderView;
  credit: Credit | undefined;
  tax: InvoiceTax;
  /** An amount as the document shows it: reversed (−) on a credit note. */
  signed: (paise: number) => string;
  date: (d: Date) => string;
}

/** The title, and the seller: name, address, GSTIN and state. */
function drawSeller(page: Page, seller: Config["seller"]) {
  const { doc, write, left, width, credit } = page;
  doc.font("Bold").fontSize(20).text(credit ? "CREDIT NOTE" : "TAX INVOICE", left, 44, { width, align: "right" });
  doc.font("Bold").fontSize(14);
  write(seller.name, left, 48);
  doc.font("Body").fontSize(9);
  write(seller.address, left, doc.y + 2, { width: width / 2 });
  doc.text(`GSTIN: ${seller.gstin}`);
  doc.text(`State: ${stateLabel(seller.gstin!.slice(0, 2))}`);
  doc.moveDown(1.5);
}

/** The buyer and the delivery address on the left; the document's numbers, dates, order, payment and place of supply on the right. Returns where the lines start. */
function drawPartiesAndFacts(page: Page): number {
  const { doc, write, left, width, order, credit, tax, date } = page;
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
  const issued = credit?.issuedAt ?? order.paidAt ?? order.placedAt;
  const facts: Array<[string, string]> = [
    ...(credit
      ? ([
          ["Credit note", credit.number],
          ["Date", date(issued)],
          ["Against invoice", order.invoiceNumber!],
        ] as Array<[string, string]>)
      : ([
          ["Invoice number", order.invoiceNumber!],
          ["Invoice date", date(issued)],
        ] as Array<[string, string]>)),
    ["Order", `${order.reference} (${order.id})`],
    ["Order date", date(order.placedAt)],
    ["Payment", order.paymentId ? `${order.paymentLabel} (${order.paymentId})` : order.paymentLabel],
    ["Place of supply", tax.kind === "lines" ? stateLabel(tax.placeOfSupply) : ship.city],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font("Bold").fontSize(9).text(label, left + width / 2, y, { width: 90 });
    doc.font("Body");
    write(value, left + width / 2 + 92, y, { width: width / 2 - 92 });
    y = Math.max(doc.y, y + 13);
  }
  return Math.max(y, leftBottom) + 18;
}

/** A row of the lines' table: a goods line, or the shipping fee's (issue 42), last. */
interface TableRow {
  item: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  /** Its GST; null on an invoice of an order placed before GST per line. */
  tax: LineTax | null;
  amountPaise: number;
}

/** The table's rows: the goods lines as sold, then the shipping fee as a line of its own when one was charged (or credited). */
function tableRows(page: Page): TableRow[] {
  const { order, tax } = page;
  const rows: TableRow[] = order.lines.map((line, i) => {
    const variant = variantLabel(line);
    return {
      item: variant ? `${line.title} (${variant})` : line.title,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      tax: tax.kind === "lines" ? tax.lines[i]! : null,
      amountPaise: line.netPaise,
    };
  });
  const shippingPaise = order.totals.shippingPaise;
  if (shippingPaise > 0) {
    // Taxed at the rate of the order's principal supply (CGST Act 2017, s. 8(a): tax/gst.ts, shippingGst).
    rows.push({ item: "Shipping", quantity: 1, unitPricePaise: shippingPaise, discountPaise: 0, tax: tax.kind === "lines" ? tax.shipping : null, amountPaise: shippingPaise });
  }
  return rows;
}

type Column = { label: string; w: number; align: "left" | "right"; value: (row: TableRow, i: number) => string };

/**
 * The lines' columns: HSN, quantity, each line's discount when the order has one (CGST Rules, rule 46: value,
 * discount, taxable value), taxable value, rate and CGST + SGST or IGST, and the amount (the line's net, which its tax
 * was decided on). Orders placed before GST per line show the unit price instead of the tax columns.
 */
function lineColumns(page: Page): Column[] {
  const { order, tax, signed, width } = page;
  const money = (pick: (t: LineTax) => number) => (row: TableRow) => (row.tax ? signed(pick(row.tax)) : "—");
  const taxColumns: Column[] =
    tax.kind === "legacy"
      ? [{ label: "Unit price", w: 70, align: "right", value: (row) => formatRupees(row.unitPricePaise) }]
      : [
          { label: "Taxable value", w: 66, align: "right", value: money((t) => t.taxablePaise) },
          { label: "Rate", w: 30, align: "right", value: (row) => (row.tax ? `${percentText(row.tax.rateBp)}%` : "—") },
          ...(tax.interState
            ? [{ label: "IGST", w: 60, align: "right" as const, value: money((t) => t.igstPaise) }]
            : [
                { label: "CGST", w: 54, align: "right" as const, value: money((t) => t.cgstPaise) },
                { label: "SGST", w: 54, align: "right" as const, value: money((t) => t.sgstPaise) },
              ]),
        ];
  const discounted = order.totals.discountPaise > 0;
  const fixed: Column[] = [
    ...(tax.kind === "lines" ? [{ label: "HSN", w: 34, align: "left" as const, value: (row: TableRow) => row.tax?.hsn ?? "—" }] : []),
    { label: "Qty", w: 24, align: "right", value: (row) => String(row.quantity) },
    ...(discounted ? [{ label: "Discount", w: 54, align: "right" as const, value: (row: TableRow) => (row.discountPaise ? `−${formatRupees(row.discountPaise)}` : "—") }] : []),
    ...taxColumns,
    { label: "Amount", w: 70, align: "right", value: (row) => signed(row.amountPaise) },
  ];
  const gap = 6;
  const itemWidth = width - 18 - fixed.reduce((sum, c) => sum + c.w + gap, 0) - gap;
  const item: Column = { label: "Item", w: itemWidth, align: "left", value: (row) => row.item };
  return [{ label: "#", w: 18, align: "left", value: (_row, i) => String(i + 1) }, item, ...fixed];
}

/** The lines' table from `y`: a shaded header, one row per line. Returns where the totals start. */
function drawLines(page: Page, y: number): number {
  const { doc, write, left, width } = page;
  const columns = lineColumns(page);
  const gap = 6;
  const xs: number[] = [];
  columns.reduce((x, c) => (xs.push(x), x + c.w + gap), left);
  doc.rect(left, y - 4, width, 24).fill("#eeeeee").fillColor("#000000");
  doc.font("Bold").fontSize(8);
  columns.forEach((c, k) => doc.text(c.label, xs[k], y, { width: c.w, align: c.align }));
  y += 24;
  doc.font("Body").fontSize(8);
  tableRows(page).forEach((row, i) => {
    let rowBottom = y;
    columns.forEach((c, k) => {
      write(c.value(row, i), xs[k], y, { width: c.w, align: c.align });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    y = rowBottom + 6;
  });
  doc.moveTo(left, y).lineTo(left + width, y).stroke();
  return y + 8;
}

/** The totals from `y`: discount, taxable value and the GST (reversed on a credit note), shipping and a COD fee, the total. Returns where the words go. */
/**
 * A part-paid cash-on-delivery order's two parts under its total (issue 43 item 6): the advance paid online at
 * checkout, and the rest to pay on delivery (paid on delivery, once collected). None for any other order.
 */
export function paymentParts(order: Pick<OrderView, "codAdvancePaise" | "dueOnDeliveryPaise" | "paymentStatus">): Array<[string, number]> {
  if (order.codAdvancePaise <= 0 || order.dueOnDeliveryPaise === null) return [];
  return [
    ["Paid online", order.codAdvancePaise],
    [order.paymentStatus === "to_collect" ? "To pay on delivery" : "Paid on delivery", order.dueOnDeliveryPaise],
  ];
}

function drawTotals(page: Page, y: number): number {
  const { doc, write, left, width, order, credit, tax, signed } = page;
  const rows: Array<[string, string, boolean]> =
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
  if (order.totals.discountPaise > 0) rows.unshift(["Discount", `−${formatRupees(order.totals.discountPaise)}`, false]);
  if (credit) rows.push(["Total credited", signed(order.totals.totalPaise), true]);
  else {
    // A fee is a line of the table above, in the taxable value and the GST; none is said here.
    if (order.totals.shippingPaise === 0) rows.push(["Shipping", "Free", false]);
    if (order.totals.codFeePaise > 0) rows.push(["Cash on delivery fee", formatRupees(order.totals.codFeePaise), false]);
    rows.push(["Total", formatRupees(order.totals.totalPaise), true]);
    for (const [label, paise] of paymentParts(order)) rows.push([label, formatRupees(paise), false]);
  }
  for (const [label, value, strong] of rows) {
    doc.font(strong ? "Bold" : "Body").fontSize(strong ? 11 : 9);
    doc.text(label, left + width - 300, y, { width: 190, align: "right" });
    write(value, left + width - 100, y, { width: 100, align: "right" });
    y += strong ? 18 : 14;
  }
  return y;
}

/** The total in words (Indian numbering), a credit note's legal basis, and how the prices and supply are taxed. */
function drawWordsAndNotes(page: Page, y: number) {
  const { doc, left, width, order, credit, tax } = page;
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
}

/** The document as a PDF, its sections drawn in order. The caller has checked it may be issued. */
export async function renderInvoiceDocument(config: Pick<Config, "seller" | "shopTimeZone">, order: OrderView, credit?: Credit): Promise<{ filename: string; pdf: Buffer }> {
  const { seller } = config;
  const number = credit?.number ?? order.invoiceNumber!;
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
  const page: Page = {
    doc,
    /**
     * Text, with its characters as written for copy and search: Devanagari is drawn in visual order (a vowel sign
     * before its consonant), so a run in an Indian script (U+0900–U+0DFF) carries the text itself as its ActualText.
     */
    write(text, x, y, options) {
      const marked = /[\u0900-\u0DFF]/u.test(text);
      if (marked) doc.markContent("Span", { actual: text });
      if (x === undefined) doc.text(text, options);
      else doc.text(text, x, y, options);
      if (marked) doc.endMarkedContent();
    },
    left: 48,
    width: doc.page.width - 96,
    order,
    credit,
    tax: invoiceTax(order, seller.gstPercent),
    signed: (paise) => (credit ? `−${formatRupees(paise)}` : formatRupees(paise)),
    date: (d) => d.toLocaleDateString("en-IN", { timeZone: config.shopTimeZone, day: "2-digit", month: "short", year: "numeric" }),
  };
  drawSeller(page, seller);
  const linesAt = drawPartiesAndFacts(page);
  const totalsAt = drawLines(page, linesAt);
  const wordsAt = drawTotals(page, totalsAt);
  drawWordsAndNotes(page, wordsAt);
  doc.end();
  await done;
  return { filename: `${credit ? "credit-note" : "invoice"}-${number}.pdf`, pdf: Buffer.concat(chunks) };
}
