/** The storefront's routes (spec §2 route table). */
export const SHOP_PATHS = {
  home: "/shop/home",
  listing: "/shop/listing",
  checkout: "/shop/checkout",
  account: "/shop/account",
  search: "/shop/search",
  /** Where a cart reminder's link lands (issue 44). */
  restoreCart: "/shop/restore-cart",
  /** A product's own address: the details dialog over the page the shopper came from (app/productRoute.tsx). */
  product: "/shop/product/:slug",
} as const;
