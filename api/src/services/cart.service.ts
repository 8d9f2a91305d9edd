import type { EntityManager } from "typeorm";
import { z } from "zod";
import { ASYNC_COMMIT, GENERIC_PLANS } from "../db/sql.js";
import { lastWrite, transaction } from "../db/transactions.js";
import { DomainError } from "../lib/errors.js";
import { isUuid, parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { variantOfLine } from "./catalogue/index.js";
import { CART_LINE_COLUMNS, CART_LINE_JOINS, type CartContents, cartLine, type CartLineRow, readCartLines, type Shortfall, shortfallOf, SoldOutMemory, unitsOf } from "./orders/index.js";
import { COUPON_ATTEMPTS, type OfferView, priceCart, priceCartWith, type PromotionFacts, promotionFactsSql, PROMOTION_MESSAGES } from "./promotions/index.js";
import { RateLimitedError } from "../lib/errors.js";
import type { RateLimitStore } from "./rate-limit.js";
import { requireUser, type Viewer } from "./viewer.js";
import { CART_MESSAGES } from "./cart-messages.js";
import { chooseVariant, onlyOneInStock, type VariantChoice } from "./cart-variants.js";
import { freeShippingShortfallPaise, type ShippingFees, shippingPricePaise } from "./shipping-price.js";

export { CART_MESSAGES };

export const MAX_LINE_QUANTITY = 99;

export type CartLineProblem = "PRODUCT_REMOVED" | "OUT_OF_STOCK" | "NOT_ENOUGH_STOCK";

/** One cart line as the API shows it: the product's CURRENT title, image and prices (paise), and whether it can be bought. */
export interface CartLineView {
  id: string;
  productId: string;
  title: string;
  image: string;
  pricePaise: number;
  salePricePaise: number;
  unitPricePaise: number;
  quantity: number;
  /** Null means one size ('' in the database). */
  size: string | null;
  /** Null means one colour ('' in the database). */
  colour: string | null;
  /** The SKU of the variant the line holds; null when the product no longer sells it. */
  sku: string | null;
  lineTotalPaise: number;
  /** The line's share of the promotions' discount (0 without one). */
  discountPaise: number;
  /** What the line comes to after it: lineTotal − discount. */
  netPaise: number;
  availableStock: number;
  problem: CartLineProblem | null;
}

/** A promotion applied to the cart, with what it saves. */
export interface AppliedPromotionView {
  code: string | null;
  title: string;
  savingPaise: number;
}

/** The whole cart, as every cart call answers it (the schema's `Cart`, plus the owner for REST). Money in paise. */
export interface CartView {
  id: string;
  userId: string;
  lines: CartLineView[];
  itemCount: number;
  subtotalPaise: number;
  /** Taken off by promotions: the automatic one and the coupon together. */
  discountPaise: number;
  /** What shipping costs (services/shipping-price.ts: SHIPPING_FEE, free from FREE_SHIPPING_ABOVE after the discounts). */
  shippingPaise: number;
  /** How much more the goods must come to for free shipping; null when it is free already or the shop has no threshold. */
  freeShippingShortfallPaise: number | null;
  /** subtotal − discount + shipping. */
  totalPaise: number;
  appliedCoupon: AppliedPromotionView | null;
  automaticPromotion: AppliedPromotionView | null;
  /** Why the coupon was dropped, when it stopped applying. */
  couponNotice: string | null;
  offers: OfferView[];
}

const productId = z.string({ error: "Product id is required" }).trim().min(1, "Product id is required");
/** Size and colour: trimmed; null, absent or blank all mean "one size / one colour", stored as ''. */
const variant = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters long`)
    .nullish()
    .transform((v) => v ?? "");

/**
 * A line quantity: a whole number from 1 to MAX_LINE_QUANTITY. Checked by hand so that a wrong type (e.g. a
 * REST body's "2x") reads "must be a whole number", not "is required".
 */
const quantity = (fallback?: number) =>
  z.unknown().transform((given, ctx): number => {
    const v = given ?? fallback;
    const problem =
      v === undefined || v === null
        ? "Quantity is required"
        : typeof v !== "number" || !Number.isInteger(v)
          ? "Quantity must be a whole number"
          : v < 1
            ? "Quantity must be at least 1"
            : v > MAX_LINE_QUANTITY
              ? `Quantity must be at most ${MAX_LINE_QUANTITY}`
              : undefined;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return v as number;
  });

const lineKeyInput = z.object({ productId, size: variant("Size"), colour: variant("Colour") });
const addInput = lineKeyInput.extend({ quantity: quantity(1) });
const setInput = lineKeyInput.extend({ quantity: quantity() });

type LineKey = z.infer<typeof lineKeyInput>;

const PROBLEMS: Record<Shortfall["kind"], CartLineProblem> = { removed: "PRODUCT_REMOVED", soldOut: "OUT_OF_STOCK", short: "NOT_ENOUGH_STOCK" };

function buildCartView(cart: CartContents): CartView {
  // Promotions are added by readCart (priceCart); this is the cart before them.
  // Units of each variant over all the lines that hold it: stock is per variant, not per line.
  const wanted = new Map(unitsOf(cart.lines).flatMap((unit) => unit.lines.map((line) => [line, unit.quantity] as const)));
  let itemCount = 0;
  let subtotalPaise = 0;
  const lines = cart.lines.map((line): CartLineView => {
    const shortfall = shortfallOf({ stock: line.stock, wanted: wanted.get(line)!, removed: line.removed });
    const problem = shortfall ? PROBLEMS[shortfall.kind] : null;
    itemCount += line.quantity;
    // The subtotal counts what can still be bought: lines of removed or sold-out products are flagged and
    // left out; a NOT_ENOUGH_STOCK line still counts (the shopper lowers its quantity, checkout refuses it).
    if (problem !== "PRODUCT_REMOVED" && problem !== "OUT_OF_STOCK") subtotalPaise += line.lineTotalPaise;
    return {
      id: line.id,
      productId: line.productId,
      title: line.title,
      image: line.image,
      pricePaise: line.pricePaise,
      salePricePaise: line.salePricePaise,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      size: line.size || null,
      colour: line.colour || null,
      sku: line.sku,
      lineTotalPaise: line.lineTotalPaise,
      discountPaise: 0,
      netPaise: line.lineTotalPaise,
      availableStock: line.stock,
      problem,
    };
  });
  return {
    id: cart.cartId,
    userId: cart.userId,
    lines,
    itemCount,
    subtotalPaise,
    discountPaise: 0,
    // Priced after the promotions (pricedCartView): the fee's threshold is judged on the goods after discounts.
    shippingPaise: 0,
    freeShippingShortfallPaise: null,
    totalPaise: subtotalPaise,
    appliedCoupon: null,
    automaticPromotion: null,
    couponNotice: cart.couponNotice,
    offers: [],
  };
}

/** The lines as promotions price them: what they are (category, brand, product) and their value. */
function pricingLines(cart: CartContents, views: readonly CartLineView[]) {
  const byId = new Map(cart.lines.map((l) => [l.id, l]));
  return views.map((v) => {
    const line = byId.get(v.id)!;
    return { productId: v.productId, title: v.title, category: line.category, brand: line.brand, quantity: v.quantity, valuePaise: v.lineTotalPaise };
  });
}

/** Lines that count in the subtotal are the ones promotions price (removed and sold-out lines are left out). */
const counts = (line: CartLineView) => line.problem !== "PRODUCT_REMOVED" && line.problem !== "OUT_OF_STOCK";

/**
 * The add's one write (issue 46): adds to the line with these labels when the cart stays within the stock read for the
 * variant ($6) and the line within MAX_LINE_QUANTITY ($7), and answers with what it judged by, for the refusal (the
 * units of this variant in the cart over every line that holds it, since a line of a product without options holds its
 * one variant whatever its labels; and the quantity of the one line with these labels), and, when it added, the cart's
 * lines as the cart then holds them (the others as this statement read them, the changed one as written). The caller
 * holds the cart's row lock, so no other cart change comes between the read, this write and the commit.
 */
const ADD_WITHIN_STOCK_SQL = `
  WITH counted AS (
    SELECT (SELECT COALESCE(SUM(l.quantity), 0)::int FROM cart_lines l JOIN product_variants v ON ${variantOfLine()}
             WHERE l.cart_id = $1 AND v.id = $8) AS units,
           (SELECT quantity FROM cart_lines WHERE cart_id = $1 AND product_id = $2 AND size = $3 AND colour = $4) AS line_quantity),
  added AS (
    INSERT INTO cart_lines (cart_id, product_id, size, colour, quantity)
    SELECT $1, $2, $3, $4, $5 FROM counted WHERE $6::int > 0 AND counted.units + $5 <= $6 AND COALESCE(counted.line_quantity, 0) + $5 <= $7
    ON CONFLICT ON CONSTRAINT cart_lines_variant_key
    DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
    RETURNING id, product_id, size, colour, quantity, created_at)
  SELECT units, line_quantity, EXISTS (SELECT 1 FROM added) AS added,
         CASE WHEN EXISTS (SELECT 1 FROM added) THEN (
           SELECT coalesce(json_agg(r ORDER BY r.created_at, r.line_id), '[]') FROM (
             SELECT l.created_at, ${CART_LINE_COLUMNS}
               FROM (SELECT id, product_id, size, colour, quantity, created_at FROM cart_lines
                      WHERE cart_id = $1 AND NOT (product_id = $2 AND size = $3 AND colour = $4)
                     UNION ALL SELECT id, product_id, size, colour, quantity, created_at FROM added) l
               ${CART_LINE_JOINS}) r) END AS lines
    FROM counted`;

/** Creates the user's cart if they have none (idempotent, safe under concurrency). */
async function ensureCart(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
}

/**
 * The user's cart row, locked until the transaction ends: one cart change at a time per user. A cart change commits
 * asynchronously (db/sql.ts): a database crash may forget the last moment's change to a cart, never an order.
 */
async function lockCart(manager: EntityManager, userId: string): Promise<string | undefined> {
  const rows: Array<{ id: string }> = await manager.query(`SELECT id, ${ASYNC_COMMIT} FROM carts WHERE user_id = $1 FOR UPDATE`, [userId]);
  return rows[0]?.id;
}

/** The user's cart row, made if they have none, locked until the transaction ends (one statement when it exists). */
async function openCart(manager: EntityManager, userId: string): Promise<string> {
  const existing = await lockCart(manager, userId);
  if (existing) return existing;
  await ensureCart(manager, userId);
  return (await lockCart(manager, userId))!;
}

/** The cart's own row as the add reads it, locked. */
interface OpenedCart {
  id: string;
  user_id: string;
  coupon_code: string | null;
  coupon_notice: string | null;
  variants: VariantChoice[];
  promotions: PromotionFacts;
}

/**
 * The add's one read (issue 46): the cart's row, made if they have none, locked until the transaction ends, with the
 * sizes and colours of the product being added and their stock (read as the statement began: the stock is only the
 * add's first check, placing the order counts it again under its lock), and what the cart's promotions are priced by.
 * The guarded add that follows runs on its generic plan (GENERIC_PLANS).
 */
async function openCartFor(manager: EntityManager, userId: string, productId: string): Promise<OpenedCart> {
  const open = async (): Promise<OpenedCart[]> =>
    manager.query(
      `SELECT c.id, c.user_id, c.coupon_code, c.coupon_notice, ${ASYNC_COMMIT}, ${GENERIC_PLANS},
              (SELECT coalesce(json_agg(json_build_object('id', v.id, 'size', v.size, 'colour', v.colour, 'stock', v.stock) ORDER BY v.position, v.id), '[]')
                 FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.id = $2 AND p.deleted_at IS NULL) AS variants,
              ${promotionFactsSql({ code: "c.coupon_code", withOffers: "true", userId: "c.user_id" })} AS promotions
         FROM carts c WHERE c.user_id = $1 FOR UPDATE OF c`,
      [userId, productId],
    );
  let [row] = await open();
  if (!row) {
    await ensureCart(manager, userId);
    [row] = await open();
  }
  return row!;
}

/**
 * The cart with its promotions (the same pricing checkout uses: a client's numbers are never read). A stored coupon
 * that stopped applying (the cart fell below its minimum, it expired, it was used up) is dropped, and the cart says
 * why (`couponNotice`) until the shopper applies or removes a code.
 */
async function readCartWithPromotions(manager: EntityManager, userId: string, shopTimeZone: string, shipping: ShippingFees): Promise<CartView> {
  let [row] = await readCartAndFacts(manager, userId);
  if (!row) {
    // Created lazily on first use, so `cart` never answers NOT_FOUND and its id stays stable.
    await ensureCart(manager, userId);
    [row] = await readCartAndFacts(manager, userId);
  }
  const cart: CartContents = { cartId: row!.id, userId: row!.user_id, couponCode: row!.coupon_code, couponNotice: row!.coupon_notice, lines: row!.lines.map(cartLine) };
  return pricedCartView(manager, cart, (pricing) => priceCartWith(row!.promotions, pricing), shopTimeZone, shipping);
}

/** The cart with its lines (in the order they were added) and what its promotions are priced by: one statement. */
function readCartAndFacts(manager: EntityManager, userId: string): Promise<Array<Omit<OpenedCart, "variants"> & { lines: CartLineRow[] }>> {
  return manager.query(
    `SELECT c.id, c.user_id, c.coupon_code, c.coupon_notice,
            (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.line_id), '[]') FROM (
               SELECT l.created_at, ${CART_LINE_COLUMNS} FROM cart_lines l ${CART_LINE_JOINS} WHERE l.cart_id = c.id) r) AS lines,
            ${promotionFactsSql({ code: "c.coupon_code", withOffers: "true", userId: "c.user_id" })} AS promotions
       FROM carts c WHERE c.user_id = $1`,
    [userId],
  );
}

/**
 * The cart view priced by `price` (priceCart reading its facts, or priceCartWith on facts read already); a stored
 * coupon that stopped applying is dropped here (the one statement this sends, and only then).
 */
async function pricedCartView(
  manager: EntityManager,
  cart: CartContents,
  price: (input: Parameters<typeof priceCart>[1]) => ReturnType<typeof priceCart> | Awaited<ReturnType<typeof priceCart>>,
  shopTimeZone: string,
  shipping: ShippingFees,
): Promise<CartView> {
  const view = buildCartView(cart);
  const priced = view.lines.filter(counts);
  const pricing = await price({
    userId: cart.userId,
    lines: pricingLines(cart, priced),
    couponCode: cart.couponCode,
    prepaid: true,
    shopTimeZone,
    withOffers: true,
  });
  if (cart.couponCode && pricing.couponProblem) {
    const notice = PROMOTION_MESSAGES.dropped(pricing.couponCode ?? cart.couponCode.toUpperCase(), pricing.couponProblem);
    await manager.query(`UPDATE carts SET coupon_code = NULL, coupon_notice = $2, updated_at = now() WHERE id = $1`, [cart.cartId, notice]);
    view.couponNotice = notice;
  }
  priced.forEach((line, i) => {
    line.discountPaise = pricing.lineDiscounts[i]!;
    line.netPaise = line.lineTotalPaise - line.discountPaise;
  });
  view.discountPaise = pricing.discountPaise;
  // The shop's one shipping price, on the goods after the promotions (as checkout prices it).
  const goods = { goodsPaise: view.subtotalPaise - pricing.discountPaise, units: priced.reduce((sum, l) => sum + l.quantity, 0) };
  view.shippingPaise = shippingPricePaise(shipping, goods);
  view.freeShippingShortfallPaise = freeShippingShortfallPaise(shipping, goods);
  view.totalPaise = view.subtotalPaise - pricing.discountPaise + view.shippingPaise;
  view.automaticPromotion = pricing.automatic ? { code: null, title: pricing.automatic.rule.title, savingPaise: pricing.automatic.discountPaise } : null;
  view.appliedCoupon = pricing.coupon ? { code: pricing.coupon.rule.code, title: pricing.coupon.rule.title, savingPaise: pricing.coupon.discountPaise } : null;
  view.offers = pricing.offers;
  return view;
}

/** The spec's warnings when an add would hold more than the stock (section 5). */
function addRefusal(stock: number, alreadyInCart: number): string {
  if (stock <= 0) return CART_MESSAGES.outOfStock;
  if (alreadyInCart > 0) return CART_MESSAGES.onlyMore(Math.max(0, stock - alreadyInCart));
  return CART_MESSAGES.onlyAvailable(stock);
}

const couponInput = z.object({
  code: z.string({ error: PROMOTION_MESSAGES.codeRequired }).trim().min(1, PROMOTION_MESSAGES.codeRequired).max(40, PROMOTION_MESSAGES.unknown),
});

export function createCartService({ dataSource, config, purchaseTurns, soldOut }: ServiceContext, { rateLimits }: { rateLimits: RateLimitStore }) {
  const tz = config.shopTimeZone;
  const readCart = (manager: EntityManager, userId: string) => readCartWithPromotions(manager, userId, tz, config.shipping);
  return {
    /** The caller's cart; an empty one when they have none yet. */
    async get(viewer: Viewer | null): Promise<CartView> {
      const { userId } = requireUser(viewer);
      return readCart(dataSource.manager, userId);
    },

    /**
     * Adds to the line with this product, size and colour. Refused with OUT_OF_STOCK when the cart would then
     * hold more of the product (over all its lines) than the stock. The check and the write happen with the
     * cart row locked, so parallel adds cannot together exceed the stock. `pickOnlyInStock`: a size or colour left
     * out is the only one in stock (onlyOneInStock), for clients that cannot choose. The first step of a purchase:
     * it waits its turn behind the steps that finish one (orders/purchase-turns.ts).
     */
    async add(viewer: Viewer | null, raw: unknown, options: { pickOnlyInStock?: boolean } = {}): Promise<CartView> {
      const { userId } = requireUser(viewer);
      const input = parseInput(addInput, raw);
      if (!isUuid(input.productId)) throw new DomainError("NOT_FOUND", CART_MESSAGES.productNotFound);
      // Found sold out a moment ago (a flash sale's late shoppers): refused without a transaction (sold-out-memory.ts),
      // asked again once its turn comes, as the adds waiting for one arrived with the sale, before it sold out.
      const asked = SoldOutMemory.keyOf(input.productId, input.size, input.colour, options.pickOnlyInStock === true);
      const refuseIfKnownSoldOut = () => {
        if (soldOut.knows(asked)) throw new DomainError("OUT_OF_STOCK", CART_MESSAGES.outOfStock);
      };
      refuseIfKnownSoldOut();
      return purchaseTurns.step("starting", async () => {
        refuseIfKnownSoldOut();
        const mark = soldOut.mark();
        return transaction(dataSource, async (manager) => {
          // Issue 46: one read (the cart locked, the product's variants, the promotions' facts), the choice made here, one
          // guarded write that answers with the cart's lines; the view is priced from both, without another statement.
          const cart = await openCartFor(manager, userId, input.productId);
          const { variants } = cart;
          if (variants.length === 0) throw new DomainError("NOT_FOUND", CART_MESSAGES.productNotFound);
          const named = options.pickOnlyInStock ? onlyOneInStock(variants, input.size, input.colour) : input;
          const { variant, size, colour } = chooseVariant(variants, named.size, named.colour);
          // Sold out as read (with the cart locked): refused without the write, whatever the cart holds (a flash sale's
          // late shoppers, W6).
          if (variant.stock <= 0) {
            soldOut.remember(asked, mark);
            throw new DomainError("OUT_OF_STOCK", CART_MESSAGES.outOfStock);
          }
          // Without a stored coupon the guarded write is the last statement, and carries the transaction's COMMIT
          // (db/transactions.ts): a refused add wrote nothing, so committing it keeps nothing but a cart made for this
          // shopper by the read, which reading the cart makes too. With one, the view may still drop it (pricedCartView),
          // in the same transaction as the add.
          const params = [cart.id, input.productId, size, colour, input.quantity, variant.stock, MAX_LINE_QUANTITY, variant.id];
          const [{ units: inCart, line_quantity: inLine, added, lines }]: Array<{ units: number; line_quantity: number | null; added: boolean; lines: CartLineRow[] | null }> =
            cart.coupon_code ? await manager.query(ADD_WITHIN_STOCK_SQL, params) : await lastWrite(manager, ADD_WITHIN_STOCK_SQL, params);
          if (!added) {
            if (shortfallOf({ stock: variant.stock, wanted: inCart + input.quantity })) throw new DomainError("OUT_OF_STOCK", addRefusal(variant.stock, inCart));
            if ((inLine ?? 0) + input.quantity > MAX_LINE_QUANTITY) {
              throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.tooManyOfOne(MAX_LINE_QUANTITY), "quantity");
            }
            throw new Error(`cart ${cart.id}: the add was refused without a reason`);
          }
          const contents: CartContents = { cartId: cart.id, userId: cart.user_id, couponCode: cart.coupon_code, couponNotice: cart.coupon_notice, lines: lines!.map(cartLine) };
          return pricedCartView(manager, contents, (pricing) => priceCartWith(cart.promotions, pricing), tz, config.shipping);
        });
      });
    },

    /** Sets (not adds) a line's quantity; OUT_OF_STOCK when the product's lines would need more than the stock. */
    async setQuantity(viewer: Viewer | null, raw: unknown): Promise<CartView> {
      const { userId } = requireUser(viewer);
      const input = parseInput(setInput, raw);
      if (!isUuid(input.productId)) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
      return dataSource.transaction(async (manager) => {
        const cartId = await lockCart(manager, userId);
        if (!cartId) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
        const rows: Array<{ line_id: string; stock: number | null; deleted: boolean; other_lines: number }> = await manager.query(
          `SELECT l.id AS line_id, v.stock, (p.deleted_at IS NOT NULL) AS deleted,
                  COALESCE((SELECT SUM(o.quantity) FROM cart_lines o JOIN product_variants ov ON ${variantOfLine("o", "ov")}
                             WHERE o.cart_id = l.cart_id AND ov.id = v.id AND o.id <> l.id), 0)::int AS other_lines
             FROM cart_lines l JOIN products p ON p.id = l.product_id LEFT JOIN product_variants v ON ${variantOfLine()}
            WHERE l.cart_id = $1 AND l.product_id = $2 AND l.size = $3 AND l.colour = $4`,
          [cartId, input.productId, input.size, input.colour],
        );
        const line = rows[0];
        if (!line) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
        if (line.deleted) throw new DomainError("NOT_FOUND", CART_MESSAGES.productNotFound);
        const stock = line.stock ?? 0;
        if (shortfallOf({ stock, wanted: line.other_lines + input.quantity })) {
          const canHold = stock - line.other_lines;
          throw new DomainError("OUT_OF_STOCK", stock <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyAvailable(canHold > 0 ? canHold : stock));
        }
        await manager.query(`UPDATE cart_lines SET quantity = $2, updated_at = now() WHERE id = $1`, [line.line_id, input.quantity]);
        return readCart(manager, userId);
      });
    },

    /**
     * Applies a coupon code (any case) to the cart. A code that does not apply is refused with the reason (unknown,
     * not started, expired, used up, the minimum not met…) and the cart is left as it was. Every try counts against
     * COUPON_ATTEMPTS (code guessing).
     */
    async applyCoupon(viewer: Viewer | null, raw: unknown): Promise<CartView> {
      const { userId } = requireUser(viewer);
      const { code } = parseInput(couponInput, raw);
      const attempt = await rateLimits.consume(COUPON_ATTEMPTS, userId);
      if (!attempt.allowed) throw new RateLimitedError(PROMOTION_MESSAGES.tooManyGuesses, attempt.retryAfterSeconds);
      return dataSource.transaction(async (manager) => {
        const cartId = await openCart(manager, userId);
        const cart = (await readCartLines(manager, userId))!;
        const lines = buildCartView(cart).lines.filter(counts);
        const pricing = await priceCart(manager, {
          userId,
          lines: pricingLines(cart, lines),
          couponCode: code,
          prepaid: true,
          shopTimeZone: tz,
        });
        if (pricing.couponProblem) throw new DomainError("BAD_USER_INPUT", pricing.couponProblem, "code");
        await manager.query(`UPDATE carts SET coupon_code = $2, coupon_notice = NULL, updated_at = now() WHERE id = $1`, [cartId, pricing.couponCode]);
        return readCart(manager, userId);
      });
    },

    /** Takes the coupon off the cart (and any notice of a dropped one). */
    async removeCoupon(viewer: Viewer | null): Promise<CartView> {
      const { userId } = requireUser(viewer);
      return dataSource.transaction(async (manager) => {
        const cartId = await openCart(manager, userId);
        await manager.query(`UPDATE carts SET coupon_code = NULL, coupon_notice = NULL, updated_at = now() WHERE id = $1`, [cartId]);
        return readCart(manager, userId);
      });
    },

    /** Removes the line with this product, size and colour. */
    async remove(viewer: Viewer | null, raw: unknown): Promise<CartView> {
      const { userId } = requireUser(viewer);
      const input: LineKey = parseInput(lineKeyInput, raw);
      return removeLines(userId, input.productId, input);
    },

    /** Removes every line of a product, whatever its size and colour (the REST client's delete). */
    async removeProduct(viewer: Viewer | null, rawProductId: unknown): Promise<CartView> {
      const { userId } = requireUser(viewer);
      const { productId: id } = parseInput(z.object({ productId }), { productId: rawProductId });
      return removeLines(userId, id);
    },
  };

  async function removeLines(userId: string, id: string, variantKey?: { size: string; colour: string }): Promise<CartView> {
    if (!isUuid(id)) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
    return dataSource.transaction(async (manager) => {
      const cartId = await lockCart(manager, userId);
      if (!cartId) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
      const [, deleted]: [unknown, number] = variantKey
        ? await manager.query(`DELETE FROM cart_lines WHERE cart_id = $1 AND product_id = $2 AND size = $3 AND colour = $4`, [
            cartId,
            id,
            variantKey.size,
            variantKey.colour,
          ])
        : await manager.query(`DELETE FROM cart_lines WHERE cart_id = $1 AND product_id = $2`, [cartId, id]);
      if (deleted === 0) throw new DomainError("NOT_FOUND", CART_MESSAGES.lineNotFound);
      return readCart(manager, userId);
    });
  }
}

export type CartService = ReturnType<typeof createCartService>;
