// Entry of the storefront chunk (loaded lazily by src/app/routes.tsx).
export { ShopLayout } from "./ShopLayout";
export { ShopPlaceholderPage } from "./ShopPlaceholderPage";
