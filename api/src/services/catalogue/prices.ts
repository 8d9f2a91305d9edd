/** What a shopper pays for one unit: the sale price when above 0, otherwise the price. */
export function effectivePricePaise(product: { pricePaise: number; salePricePaise: number }): number {
  return product.salePricePaise > 0 ? product.salePricePaise : product.pricePaise;
}

/** The same rule in SQL, for sorting and totals; `alias` is the products (or variants) table alias. */
export function effectivePriceSql(alias: string): string {
  return `(CASE WHEN ${alias}.sale_price_paise > 0 THEN ${alias}.sale_price_paise ELSE ${alias}.price_paise END)`;
}
