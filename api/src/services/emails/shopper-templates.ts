/**
 * The emails that bring a shopper back (issue 44): the reminder of a cart they left (and the second one, with a coupon
 * made for that cart), "it's back in stock", and the request to review what was delivered. Marketing emails: each
 * ends with the unsubscribe link (the List-Unsubscribe headers are the outbox's, see emails.service.ts). Every link is
 * absolute, every value escaped in the HTML.
 */
import { formatRupees } from "../../lib/money.js";
import { escapeHtml, layout, type RenderedEmail } from "./layout.js";

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;background:#3a2e8c;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** The footer every marketing email carries: why it came, and the one-click way out. */
function unsubscribeFooter(url: string, why: string): { text: string; html: string } {
  return {
    text: `${why} Unsubscribe: ${url}`,
    html: `<p style="margin:20px 0 0;color:#6b6b7b;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(url)}" style="color:#3a2e8c">Unsubscribe</a></p>`,
  };
}

interface Lines {
  title: string;
  size: string;
  colour: string;
  quantity: number;
  unitPricePaise: number;
}

function lineTitle(l: { title: string; size: string; colour: string }): string {
  const options = [l.size, l.colour].filter(Boolean).join(" / ");
  return options ? `${l.title} (${options})` : l.title;
}

function linesBlock(lines: readonly Lines[]): { text: string; html: string } {
  const text = lines.map((l) => `${l.quantity} × ${lineTitle(l)} at ${formatRupees(l.unitPricePaise)}`).join("\n");
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(lineTitle(l))}</td><td style="padding:6px 8px;text-align:center">${l.quantity}</td><td style="padding:6px 0;text-align:right">${escapeHtml(formatRupees(l.unitPricePaise))}</td></tr>`,
    )
    .join("\n");
  const html = `<table style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr style="color:#6b6b7b;text-align:left"><th>Item</th><th style="text-align:center">Qty</th><th style="text-align:right">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return { text, html };
}

function compose(
  brand: string,
  subject: string,
  heading: string,
  name: string,
  parts: { before: string[]; block?: { text: string; html: string }; link: { url: string; label: string }; after?: string[]; footer: { text: string; html: string } },
): RenderedEmail {
  const greeting = `Hello ${name},`;
  const after = parts.after ?? [];
  const text = [
    brand,
    "",
    greeting,
    "",
    ...parts.before.flatMap((p) => [p, ""]),
    ...(parts.block ? [parts.block.text, ""] : []),
    `${parts.link.label}: ${parts.link.url}`,
    "",
    ...after.flatMap((p) => [p, ""]),
    `— ${brand}`,
    "",
    parts.footer.text,
  ].join("\n");
  const html = layout(
    brand,
    heading,
    [paragraph(greeting), ...parts.before.map(paragraph), parts.block?.html ?? "", button(parts.link.url, parts.link.label), ...after.map(paragraph), parts.footer.html].join(""),
  );
  return { subject: `${brand}: ${subject}`, text, html };
}

const WHY_MARKETING = "You get these emails because you agreed to reminders and offers from us.";

export function renderCartReminderEmail(
  brand: string,
  data: { name: string; lines: readonly Lines[]; restoreUrl: string; unsubscribeUrl: string; coupon?: { code: string; percent: number; expires: string } | null },
): RenderedEmail {
  const { coupon } = data;
  const subject = coupon ? `${coupon.percent}% off the cart you left` : "You left something in your cart";
  const before = coupon
    ? [`Your cart is still waiting for you, and here is ${coupon.percent}% off to finish your order: use the code ${coupon.code} (it is yours alone, works once and expires on ${coupon.expires}).`]
    : ["You left these in your cart. They are still here, but sizes sell out: finish your order while they last."];
  return compose(brand, subject, coupon ? "A little something to finish your order" : "Your cart misses you", data.name, {
    before,
    block: linesBlock(data.lines),
    link: { url: data.restoreUrl, label: coupon ? "Return to my cart with the code" : "Return to my cart" },
    after: ["The link opens your cart on any device once you sign in."],
    footer: unsubscribeFooter(data.unsubscribeUrl, WHY_MARKETING),
  });
}

export function renderBackInStockEmail(
  brand: string,
  data: { name: string; title: string; size: string; colour: string; pricePaise: number; productUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const what = lineTitle(data);
  return compose(brand, `${what} is back in stock`, "It's back in stock", data.name, {
    before: [`Good news: ${what} is back in stock, at ${formatRupees(data.pricePaise)}. You asked us to tell you; sizes come back in small numbers, so do not wait too long.`],
    link: { url: data.productUrl, label: "See it in the shop" },
    after: ["This was a one-time alert: we will not email you about it again."],
    footer: unsubscribeFooter(data.unsubscribeUrl, "You get this email because you asked to be told when this size is back."),
  });
}

export function renderReviewRequestEmail(
  brand: string,
  data: { name: string; orderReference: string; products: ReadonlyArray<{ title: string; reviewUrl: string }>; unsubscribeUrl: string },
): RenderedEmail {
  const first = data.products[0]!;
  const many = data.products.length > 1;
  const list = {
    text: data.products.map((p) => `${p.title}: ${p.reviewUrl}`).join("\n"),
    html: `<ul style="margin:0 0 12px;padding-left:20px">${data.products
      .map((p) => `<li style="margin:0 0 6px"><a href="${escapeHtml(p.reviewUrl)}" style="color:#3a2e8c;font-weight:700">${escapeHtml(p.title)}</a></li>`)
      .join("")}</ul>`,
  };
  return compose(brand, many ? "How did your order fit?" : `How is your ${first.title}?`, "Tell us how it fits", data.name, {
    before: [
      `Your order ${data.orderReference} arrived a few days ago. A short review, with a photo and whether it ran small or large, helps the next shopper pick the right size.`,
      ...(many ? ["Review each piece from its link:"] : []),
    ],
    block: many ? list : undefined,
    link: { url: first.reviewUrl, label: many ? `Review ${first.title}` : "Write a review" },
    footer: unsubscribeFooter(data.unsubscribeUrl, WHY_MARKETING),
  });
}
