import type { EntityManager } from "typeorm";
import type { ImageVariants } from "../../entities/product.entity.js";
import { COLOUR_IMAGE_OF_LINE, variantOfLine, variantPrices } from "../catalogue/index.js";
import { unitTitle } from "./stock.js";

/** A cart line with its product and variant as they are now: what the cart shows and what checkout sells. */
export interface CartLine {
  id: string;
  productId: string;
  /** '' for one size / one colour: the labels the line was added with. */
  size: string;
  colour: string;
  quantity: number;
  title: string;
  /** The product's category and brand ids (what promotions are scoped by). */
  category: string;
  brand: string;
  /** "Oxford Shirt (M / Navy)": how messages name the line. */
  unitTitle: string;
  /** The chosen colour's picture, the product's thumbnail, or its image. */
  image: string;
  pricePaise: number;
  salePricePaise: number;
  /** What one costs now: the sale price when above 0, otherwise the price (the variant's own when it has them). */
  unitPricePaise: number;
  lineTotalPaise: number;
  /** True once an admin removed the product. */
  removed: boolean;
  /** Null when the product no longer sells the line's size and colour. */
  variantId: string | null;
  sku: string | null;
  /** Units on the shelf for this line's variant (0 for a size no longer sold or a removed product). */
  stock: number;
}

export interface CartContents {
  cartId: string;
  userId: string;
  lines: CartLine[];
  /** The coupon the shopper applied, as typed; null without one. */
  couponCode: string | null;
  /** Why a coupon was dropped from the cart, until the shopper applies or removes one. */
  couponNotice: string | null;
}

export interface CartLineRow {
  cart_id: string;
  user_id: string;
  coupon_code: string | null;
  coupon_notice: string | null;
  line_id: string | null;
  product_id: string;
  size: string;
  colour: string;
  quantity: number;
  title: string;
  category: string;
  brand: string;
  image_url: string;
  image_variants: ImageVariants | null;
  colour_image: string | null;
  price_paise: number;
  sale_price_paise: number;
  deleted_at: Date | null;
  variant_id: string | null;
  sku: string | null;
  variant_size: string | null;
  variant_colour: string | null;
  stock: number | null;
  variant_price_paise: number | null;
  variant_sale_price_paise: number | null;
}

/**
 * What a cart line is read with, from lines `l` (id, product_id, size, colour, quantity) joined with their product `p`
 * and variant `v` (CART_LINE_JOINS): a CartLineRow without the cart's own columns.
 */
export const CART_LINE_COLUMNS = `l.id AS line_id, l.product_id, l.size, l.colour, l.quantity,
         p.title, p.category, p.brand, p.image_url, p.image_variants, ${COLOUR_IMAGE_OF_LINE} AS colour_image, p.price_paise, p.sale_price_paise, p.deleted_at,
         v.id AS variant_id, v.sku, v.size AS variant_size, v.colour AS variant_colour, v.stock,
         v.price_paise AS variant_price_paise, v.sale_price_paise AS variant_sale_price_paise`;
/** The product and variant of lines `l`, as CART_LINE_COLUMNS reads them. */
export const CART_LINE_JOINS = `JOIN products p ON p.id = l.product_id LEFT JOIN product_variants v ON ${variantOfLine()}`;

/** The user's cart with its lines' products and variants, in the order they were added: ONE query, no rows without a cart. */
const CART_LINES_SQL = `
  SELECT c.id AS cart_id, c.user_id, c.coupon_code, c.coupon_notice, ${CART_LINE_COLUMNS}
    FROM carts c
    LEFT JOIN (cart_lines l ${CART_LINE_JOINS}) ON l.cart_id = c.id
   WHERE c.user_id = $1
   ORDER BY l.created_at, l.id`;

/** The user's cart, or null when they have none yet. */
export async function readCartLines(manager: EntityManager, userId: string): Promise<CartContents | null> {
  const rows: CartLineRow[] = await manager.query(CART_LINES_SQL, [userId]);
  if (!rows.length) return null;
  const first = rows[0]!;
  return {
    cartId: first.cart_id,
    userId: first.user_id,
    couponCode: first.coupon_code,
    couponNotice: first.coupon_notice,
    lines: rows.filter((r) => r.line_id !== null).map(cartLine),
  };
}

/** A line as CART_LINE_COLUMNS read it (JSON from PostgreSQL gives timestamps as text: only their presence is read). */
export function cartLine(r: Omit<CartLineRow, "cart_id" | "user_id" | "coupon_code" | "coupon_notice">): CartLine {
  const removed = r.deleted_at !== null;
  const prices = variantPrices({ pricePaise: r.price_paise, salePricePaise: r.sale_price_paise }, { pricePaise: r.variant_price_paise, salePricePaise: r.variant_sale_price_paise });
  return {
    id: r.line_id!,
    productId: r.product_id,
    size: r.size,
    colour: r.colour,
    quantity: r.quantity,
    title: r.title,
    category: r.category,
    brand: r.brand,
    unitTitle: unitTitle(r.title, r.variant_size ?? r.size, r.variant_colour ?? r.colour),
    image: r.colour_image ?? r.image_variants?.thumbnail ?? r.image_url,
    pricePaise: prices.pricePaise,
    salePricePaise: prices.salePricePaise,
    unitPricePaise: prices.effectivePaise,
    lineTotalPaise: prices.effectivePaise * r.quantity,
    removed,
    variantId: r.variant_id,
    sku: removed ? null : r.sku,
    stock: removed || !r.variant_id ? 0 : r.stock!,
  };
}

/**
 * The common table expressions that take what an order bought out of its customer's cart: the lines bought whole go,
 * the others lose what was bought (disjoint rows, one snapshot). `orderId` and `userId` are the statement's parameters
 * (`$1`…); nothing is removed unless `guard` holds (a settlement's: the order was settled by this same statement).
 */
export function orderedLinesRemoval(orderId: string, userId: string, guard = "true"): string {
  return `bought AS (SELECT product_id, size, colour, sum(quantity) AS quantity FROM order_lines WHERE order_id = ${orderId} GROUP BY product_id, size, colour),
          bought_whole AS (
            DELETE FROM cart_lines cl USING carts c, bought o
             WHERE ${guard} AND c.id = cl.cart_id AND c.user_id = ${userId} AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour
               AND cl.quantity <= o.quantity),
          bought_part AS (
            UPDATE cart_lines cl SET quantity = cl.quantity - o.quantity, updated_at = now() FROM carts c, bought o
             WHERE ${guard} AND c.id = cl.cart_id AND c.user_id = ${userId} AND cl.product_id = o.product_id AND cl.size = o.size AND cl.colour = o.colour
               AND cl.quantity > o.quantity)`;
}

/** The cart loses what the order bought, in one statement (a cash-on-delivery order as it is placed). */
export async function removeOrderedLines(manager: EntityManager, orderId: string, userId: string): Promise<void> {
  await manager.query(`WITH ${orderedLinesRemoval("$1", "$2")} SELECT 1`, [orderId, userId]);
}
