import { texts } from "../../common/texts";

/** Spec §9: the low-stock badge shows below this many units. */
export const LOW_STOCK_LIMIT = 10;

export type BadgeKind = "out-of-stock" | "low-stock" | "sale";

export interface ProductBadge {
  kind: BadgeKind;
  label: string;
}

export interface BadgeInput {
  totalStock: number;
  price: number;
  salePrice: number;
}

/** Rounded percentage off the price, or 0 when the product is not on sale (sale price 0 or not below the price). */
export function percentOff({ price, salePrice }: Pick<BadgeInput, "price" | "salePrice">): number {
  if (!(salePrice > 0) || !(price > 0) || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

/**
 * The product card's badge (spec §2 Product card): stock 0 → 'Out Of Stock'; stock below 10 → 'Only N left';
 * otherwise a sale price above 0 → 'N% OFF' (rounded); otherwise none.
 */
export function productBadge(product: BadgeInput): ProductBadge | null {
  const t = texts.shop.product;
  if (product.totalStock <= 0) return { kind: "out-of-stock", label: t.outOfStock };
  if (product.totalStock < LOW_STOCK_LIMIT) return { kind: "low-stock", label: t.onlyLeft(product.totalStock) };
  const off = percentOff(product);
  if (off > 0) return { kind: "sale", label: t.percentOff(off) };
  return null;
}

/** The details dialog's line 'Only N left in stock!' for a stock of 1 to 9, else null. */
export function lowStockNotice(totalStock: number): string | null {
  return totalStock >= 1 && totalStock < LOW_STOCK_LIMIT ? texts.shop.product.onlyLeftInStock(totalStock) : null;
}

/** True when a price is struck through and a sale price shown (sale price above 0 and below the price). */
export function isOnSale({ price, salePrice }: Pick<BadgeInput, "price" | "salePrice">): boolean {
  return salePrice > 0 && salePrice < price;
}
