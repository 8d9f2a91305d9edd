/** The storefront's routes (spec §2 route table). */
export const SHOP_PATHS = {
  home: "/shop/home",
  listing: "/shop/listing",
  checkout: "/shop/checkout",
  account: "/shop/account",
  search: "/shop/search",
} as const;
