/**
 * The demo's shopper loops (issue 44), made through the services like the rest of the history (orders.ts): Priya and a
 * few demo customers agreed to marketing emails; Priya keeps a wishlist (one piece on sale since she added it);
 * shoppers wait for sold-out sizes ("6 waiting for M"); Priya left a cart two days ago and got both reminders (the
 * second with its coupon), one customer left one and came back to buy (a recovered cart), another did not; Priya
 * reviewed a delivered piece with two photos and how it fitted, and demo reviews say how their pieces fit. The sweep
 * that sends the reminders and review requests runs at the times the story needs (`sweep(now)`); then, as for the
 * orders, only timestamps are moved back and the emails are kept in the local outbox.
 */
import sharp from "sharp";
import type { DataSource } from "typeorm";
import type { Services } from "../../services/index.js";
import type { Viewer } from "../../services/viewer.js";

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface LoopShopper {
  viewer: Viewer;
  addressId: string;
  email: string;
}

/** Buys what is in the shopper's cart and pays in the stand-in (the recovered cart); returns the order id. */
export type PayForCart = (shopper: LoopShopper) => Promise<string>;

/** A phone photo stand-in: the piece's colours, softly lit, with a caption (JPEG, through the shop's media pipeline). */
async function demoPhoto(colours: [string, string], caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <defs><radialGradient id="g" cx="40%" cy="35%" r="80%"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></radialGradient></defs>
    <rect width="900" height="1200" fill="url(#g)"/>
    <rect x="250" y="260" width="400" height="560" rx="60" fill="#ffffff" fill-opacity="0.18"/>
    <text x="450" y="1080" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The demo's size guides: body measurements (cm) per category, and a brand of its own where its cut differs. */
const SIZE_CHARTS = [
  {
    category: "women",
    measurements: ["Bust", "Waist", "Hip"],
    rows: [
      { size: "XS", cm: [81, 64, 89] },
      { size: "S", cm: [86, 69, 94] },
      { size: "M", cm: [91, 74, 99] },
      { size: "L", cm: [97, 80, 105] },
      { size: "XL", cm: [103, 86, 111] },
      { size: "XXL", cm: [109, 92, 117] },
    ],
    note: "Measure around the fullest part of the bust and hips, and the narrowest part of the waist.",
  },
  {
    category: "men",
    measurements: ["Chest", "Waist", "Shoulder"],
    rows: [
      { size: "S", cm: [91.5, 76, 42] },
      { size: "M", cm: [96.5, 81, 44] },
      { size: "L", cm: [101.5, 86, 46] },
      { size: "XL", cm: [106.5, 91.5, 48] },
      { size: "XXL", cm: [112, 97, 50] },
    ],
    note: "Measure around the fullest part of the chest, under the arms.",
  },
  {
    category: "men",
    brand: "levi",
    measurements: ["Waist", "Hip", "Inseam"],
    rows: [
      { size: "S", cm: [76, 94, 81] },
      { size: "M", cm: [81, 99, 81] },
      { size: "L", cm: [86, 104, 81] },
      { size: "XL", cm: [91.5, 109, 81] },
    ],
    note: "Levi's cut: measure your natural waist and the fullest part of the hips.",
  },
  {
    category: "kids",
    measurements: ["Height", "Chest", "Waist"],
    rows: [
      { size: "2-3Y", cm: [92, 53, 51] },
      { size: "4-5Y", cm: [110, 57, 54] },
      { size: "6-7Y", cm: [122, 62, 57] },
      { size: "8-9Y", cm: [134, 67, 60] },
    ],
    note: "",
  },
  {
    category: "footwear",
    measurements: ["Foot length"],
    rows: [
      { size: "UK 6", cm: [24.5] },
      { size: "UK 7", cm: [25.4] },
      { size: "UK 8", cm: [26.2] },
      { size: "UK 9", cm: [27.1] },
      { size: "UK 10", cm: [27.9] },
    ],
    note: "Stand on paper, mark your heel and longest toe, and measure between the marks.",
  },
];

export async function seedShopperLoops(
  dataSource: DataSource,
  services: Services,
  {
    priya,
    customers,
    admin,
    payForCart,
    now,
    reviewRequestDays,
  }: { priya: LoopShopper; customers: LoopShopper[]; admin: Viewer; payForCart: PayForCart; now: number; reviewRequestDays: number },
): Promise<{ wishlist: number; alerts: number; reminders: number; photos: number }> {
  const at = (ms: number) => new Date(ms);
  for (const chart of SIZE_CHARTS) await services.sizeCharts.save(admin, chart);
  // The two customers whose carts are left behind below: ones with no order since the older of their carts went quiet.
  // An order placed after a cart went quiet means it was not abandoned (no reminder), and which customers the demo's
  // random days give an order near now moves with the date the demo is made.
  const [recoveringIdleSince, lostIdleSince] = [now - 74 * HOUR, now - 50 * HOUR];
  const ordered: Array<{ user_id: string }> = await dataSource.query(`SELECT DISTINCT user_id FROM orders WHERE created_at >= $1`, [at(Math.min(recoveringIdleSince, lostIdleSince))]);
  const busy = new Set(ordered.map((o) => o.user_id));
  const [recovering, lost] = customers.filter((c) => !busy.has(c.viewer.userId));
  if (!recovering || !lost) throw new Error("The demo needs two customers without a recent order to leave their carts");
  // Who agreed to marketing emails (the wording of the shop's settings): Priya and the two customers whose carts follow.
  for (const shopper of [priya, recovering, lost]) await services.marketing.setEmailConsent(shopper.viewer, { granted: true });

  // In stock, well stocked: what the carts and the wishlist hold (the demo never empties a shelf).
  const stocked: Array<{ product_id: string; size: string; colour: string; on_sale: boolean }> = await dataSource.query(
    `SELECT DISTINCT ON (p.sku) v.product_id, v.size, v.colour, p.sale_price_paise > 0 AS on_sale FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.deleted_at IS NULL AND v.stock >= 8 ORDER BY p.sku, v.position`,
  );
  const pick = (n: number, offset: number) => stocked.slice(offset, offset + n);

  // Priya's wishlist: three pieces; the one on sale was added before its sale began, so it shows the price drop.
  const onSale = stocked.find((s) => s.on_sale);
  const wished = [...(onSale ? [onSale] : []), ...pick(3, 7)].slice(0, 3);
  for (const item of wished) await services.wishlist.add(priya.viewer, { productId: item.product_id });
  if (onSale) {
    await dataSource.query(
      `UPDATE wishlist_items w SET price_paise_at_add = p.price_paise, added_at = $3 FROM products p WHERE w.user_id = $1 AND w.product_id = $2 AND p.id = w.product_id`,
      [priya.viewer.userId, onSale.product_id, at(now - 9 * 24 * HOUR)],
    );
  }

  // Shoppers waiting for sold-out sizes: most for the first, fewer for the next two.
  const soldOut: Array<{ id: string; product_id: string }> = await dataSource.query(
    `SELECT v.id, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.deleted_at IS NULL AND v.stock = 0 ORDER BY p.sku, v.position LIMIT 3`,
  );
  let alerts = 0;
  for (const [i, variant] of soldOut.entries()) {
    const waiting = [priya, ...customers].slice(i === 0 ? 0 : 1, [6, 3, 2][i]! + (i === 0 ? 0 : 1));
    for (const [k, shopper] of waiting.entries()) {
      await services.stockAlerts.notifyWhenInStock(shopper.viewer, { productId: variant.product_id, variantId: variant.id });
      await dataSource.query(`UPDATE stock_alerts SET created_at = $3 WHERE user_id = $1 AND variant_id = $2`, [shopper.viewer.userId, variant.id, at(now - (2 + k * 3 + i) * 24 * HOUR)]);
      alerts += 1;
    }
  }

  // Carts left behind: Priya's (both reminders), one customer's who came back and bought, one who did not.
  const carts: Array<{ shopper: LoopShopper; lines: typeof stocked; idleSince: number }> = [
    { shopper: priya, lines: pick(2, 2), idleSince: now - 27 * HOUR },
    { shopper: recovering, lines: pick(1, 4), idleSince: recoveringIdleSince },
    { shopper: lost, lines: pick(2, 5), idleSince: lostIdleSince },
  ];
  for (const { shopper, lines, idleSince } of carts) {
    const cart = await services.cart.get(shopper.viewer);
    for (const productId of new Set(cart.lines.map((l) => l.productId))) await services.cart.removeProduct(shopper.viewer, productId);
    for (const line of lines) await services.cart.add(shopper.viewer, { productId: line.product_id, size: line.size, colour: line.colour, quantity: 1 });
    await dataSource.query(`UPDATE carts SET updated_at = $2 WHERE user_id = $1`, [shopper.viewer.userId, at(idleSince)]);
    await dataSource.query(`UPDATE cart_lines SET created_at = $2, updated_at = $2 WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1)`, [shopper.viewer.userId, at(idleSince)]);
  }
  // The sweeps at the moments the story needs: first reminders an hour after each cart went quiet, then Priya's second.
  for (const { idleSince } of [...carts].sort((a, b) => a.idleSince - b.idleSince)) await services.shopperLoops.sweep(at(idleSince + 61 * MINUTE), { wait: true });
  // The recovering shopper came back the next day and paid.
  const recoveredOrder = await payForCart(recovering);
  const boughtAt = at(now - 46 * HOUR);
  await dataSource.query(`UPDATE orders SET created_at = $2, updated_at = $2 WHERE id = $1`, [recoveredOrder, boughtAt]);
  await dataSource.query(`UPDATE order_status_history SET created_at = $2 WHERE order_id = $1`, [recoveredOrder, boughtAt]);
  await dataSource.query(`UPDATE payments SET created_at = $2, updated_at = $2 WHERE order_id = $1`, [recoveredOrder, boughtAt]);
  await dataSource.query(`UPDATE email_outbox SET created_at = $2 WHERE order_id = $1`, [recoveredOrder, boughtAt]);

  // Priya's review request: her latest delivery that is REVIEW_REQUEST_DAYS old, asked about when it was due (a sweep at
  // that moment); her review with photos is of a piece of another delivery.
  const delivered: Array<{ id: string; at: Date }> = await dataSource.query(
    `SELECT o.id, max(h.created_at) AS at FROM orders o JOIN order_status_history h ON h.order_id = o.id AND h.to_status = 'delivered'
      WHERE o.user_id = $1 AND o.status = 'delivered' GROUP BY o.id ORDER BY at DESC`,
    [priya.viewer.userId],
  );
  const requested = delivered.find((d) => d.at.getTime() + reviewRequestDays * 24 * HOUR < now);
  let photos = 0;
  // A piece of another delivery (orders.ts draws no reviews for hers); failing that, a piece of the asked-about
  // one, as long as it keeps another to ask about (which delivery is asked about moves with the hour the seed runs).
  const [unreviewed]: Array<{ product_id: string }> = await dataSource.query(
    `WITH open AS (
       SELECT l.order_id, l.product_id, o.created_at FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.user_id = $1 AND o.status = 'delivered'
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = o.user_id AND r.product_id = l.product_id))
     SELECT product_id FROM open
      WHERE product_id NOT IN (SELECT product_id FROM order_lines WHERE order_id = $2::uuid)
         OR (SELECT count(DISTINCT x.product_id) FROM open x WHERE x.order_id = $2::uuid) >= 2
      GROUP BY product_id
      ORDER BY bool_or(product_id IN (SELECT product_id FROM order_lines WHERE order_id = $2::uuid)), min(created_at), product_id LIMIT 1`,
    [priya.viewer.userId, requested?.id ?? "00000000-0000-0000-0000-000000000000"],
  );
  if (unreviewed) {
    const urls: string[] = [];
    for (const [i, colours] of ([["#c4734f", "#5b2a1c"], ["#6d8fb3", "#22324a"]] as Array<[string, string]>).entries()) {
      const photo = await services.media.uploadReviewPhoto(priya.viewer, await demoPhoto(colours, i === 0 ? "At the Diwali party" : "Fit at the shoulders"));
      urls.push(photo.url);
      photos += 1;
    }
    const review = await services.reviews.add(priya.viewer, {
      productId: unreviewed.product_id,
      rating: 5,
      message: "True to size: I took my usual M and it sits well at the shoulders. The colour is richer than in the pictures.",
      photos: urls,
      fit: "true_to_size",
    });
    await dataSource.query(`UPDATE reviews SET created_at = $2 WHERE id = $1`, [review.id, at(now - 3 * 24 * HOUR)]);
  }
  if (requested) {
    const due = at(Math.min(now, requested.at.getTime() + reviewRequestDays * 24 * HOUR + MINUTE));
    await services.shopperLoops.sweep(due, { wait: true });
    await dataSource.query(`UPDATE review_requests SET created_at = $2 WHERE order_id = $1`, [requested.id, due]);
    await dataSource.query(`UPDATE email_outbox SET created_at = $2 WHERE kind = 'review_request' AND order_id = $1`, [requested.id, due]);
  }

  // Now: Priya's second reminder with its coupon, and the review requests of deliveries five days old or more.
  await services.shopperLoops.sweep(at(now), { wait: true });
  // The loops' emails stay in the outbox for the Emails page, never handed to an SMTP server, dated with their reminders.
  await dataSource.query(
    `UPDATE email_outbox e SET created_at = CASE WHEN e.dedupe_key LIKE '%:1' THEN r.first_sent_at ELSE coalesce(r.second_sent_at, e.created_at) END
       FROM cart_reminders r WHERE e.kind = 'cart_reminder' AND e.dedupe_key LIKE 'cart_reminder:' || r.id || ':%'`,
  );
  await dataSource.query(
    `UPDATE email_outbox SET status = 'sent', sent_at = created_at, transport = 'local', next_attempt_at = created_at, attempts = 0
      WHERE status = 'pending' AND kind IN ('cart_reminder', 'back_in_stock', 'review_request') AND user_id = ANY($1::uuid[])`,
    [[priya, ...customers].map((s) => s.viewer.userId)],
  );
  const [{ reminders }]: Array<{ reminders: number }> = await dataSource.query(`SELECT count(*)::int AS reminders FROM cart_reminders`);
  return { wishlist: wished.length, alerts, reminders, photos };
}
