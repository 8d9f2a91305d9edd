/**
 * The client-side stock checks of spec §5 (the server checks again and has the last word). Pure.
 */

export interface CartLineLike {
  productId: string;
  quantity: number;
  size?: string | null;
  colour?: string | null;
}

/** One size and colour of a product (null: one size, one colour). */
export interface VariantKey {
  size: string | null;
  colour: string | null;
}

/**
 * Units of a product in the cart: over every line (lines differ by size and colour), or, given a variant, on that
 * variant's line only.
 */
export function quantityInCart(lines: ReadonlyArray<CartLineLike> | undefined, productId: string, variant?: VariantKey): number {
  const counts = (line: CartLineLike) =>
    line.productId === productId && (!variant || ((line.size ?? null) === variant.size && (line.colour ?? null) === variant.colour));
  return (lines ?? []).reduce((sum, line) => (counts(line) ? sum + line.quantity : sum), 0);
}

export type AddCheck =
  | { ok: true }
  /** From a card or the details dialog: 'Only {remaining} more can be added'. */
  | { ok: false; remaining: number };

/**
 * Adding one from a product card or the details dialog: when the cart already holds the product and one more
 * would exceed the stock, the shopper is told how many more can be added (remaining = stock − in cart).
 */
export function checkAddOne(stock: number, inCart: number): AddCheck {
  if (inCart > 0 && inCart + 1 > stock) return { ok: false, remaining: Math.max(0, stock - inCart) };
  return { ok: true };
}

/** Adding from search: blocked when the cart already holds the stock limit ('only {n} quantity can be added.'). */
export function checkAddFromSearch(stock: number, inCart: number): { ok: true } | { ok: false; limit: number } {
  if (inCart > 0 && inCart + 1 > stock) return { ok: false, limit: stock };
  return { ok: true };
}

/** The plus button of a cart line: blocked when quantity + 1 would exceed the stock. */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity + 1 <= stock;
}

/** The minus button of a cart line: disabled at 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}
